import { FORGOT_PASSWORD_MESSAGE, RESET_TOKEN_TTL_MINUTES } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordResets } from '../../src/db/schema/index';
import { hashToken } from '../../src/lib/crypto';
import { getDefaultTenant, seedTenant, seedUser, type TestUser, uniqueClientIp } from '../helpers/factories';
import { extractResetToken, startSmtpCapture } from '../helpers/smtp-capture';
import { useTestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://panel.example.net';
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL }) });

/** Each call comes from a fresh client address unless told, so only the per-e-mail limit is shared. */
function forgot(
  host: string,
  email: string,
  headers: Record<string, string> = {},
  remoteAddress = uniqueClientIp(),
) {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    headers: { host, ...headers },
    payload: { email },
    remoteAddress,
  });
}

/** The link in the e-mail, with quoted-printable soft line breaks undone. */
async function resetLinkFor(user: TestUser): Promise<string> {
  const mail = await smtp.waitForMail(user.email);
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /(\S+\/auth\/reset-password\?token=[A-Za-z0-9_%-]+)/.exec(body)?.[1];
  if (!link) throw new Error('no link in the e-mail');
  return link;
}

/** Proves a mail was not sent: every e-mail the app handed over has arrived, and none is for `email`. */
async function expectNoMailTo(email: string) {
  await ctx.current.mailsSettled();
  expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
}

describe('POST /api/v1/auth/forgot-password', () => {
  test('answers the same 202 for an existing and an unknown address', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const user = await seedUser(ctx.current.handle.db, tenant);
    const known = await forgot(tenant.host, user.email);
    const unknown = await forgot(tenant.host, `nobody-${user.id}@example.test`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ data: { message: FORGOT_PASSWORD_MESSAGE } });
    expect(unknown.json()).toEqual(known.json());
    await expectNoMailTo(`nobody-${user.id}@example.test`);
  });

  test('e-mails a link on the tenant registered domain; only the token hash is stored', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant, { role: 'publisher' });
    await forgot(tenant.host, user.email.toUpperCase());

    const mail = await smtp.waitForMail(user.email);
    expect(mail.raw).toContain(`Reset your ${tenant.name} password`);
    expect(mail.raw).toContain(`From: ${tenant.name} <${tenant.supportEmail}>`);
    const link = await resetLinkFor(user);
    expect(link.startsWith(`http://${tenant.host}/auth/reset-password?token=`)).toBe(true);

    const token = extractResetToken(mail);
    const rows = await handle.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tenantId).toBe(tenant.id);
    expect(rows[0]?.usedAt).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan((RESET_TOKEN_TTL_MINUTES - 1) * 60_000);
    expect(ttl).toBeLessThanOrEqual(RESET_TOKEN_TTL_MINUTES * 60_000);
  });

  test('keeps the port of the registered domain in the link', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const user = await seedUser(ctx.current.handle.db, tenant);
    await forgot(`${tenant.host}:8080`, user.email);
    expect(await resetLinkFor(user)).toMatch(
      new RegExp(`^http://${tenant.host}:8080/auth/reset-password\\?`),
    );
  });

  test('a spoofed Host that falls back to the default tenant does not get into the link', async () => {
    const { handle } = ctx.current;
    const fallback = await getDefaultTenant(handle.db);
    const user = await seedUser(handle.db, fallback);
    const response = await forgot('attacker.example', user.email);
    expect(response.statusCode).toBe(202);
    const link = await resetLinkFor(user);
    expect(link).not.toContain('attacker.example');
    expect(link.startsWith(`${PUBLIC_URL}/auth/reset-password?token=`)).toBe(true);
  });

  test('X-Forwarded-Host cannot redirect the link of a registered domain', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const user = await seedUser(ctx.current.handle.db, tenant);
    await forgot(tenant.host, user.email, { 'x-forwarded-host': 'attacker.example' });
    const link = await resetLinkFor(user);
    expect(link).not.toContain('attacker.example');
    expect(link.startsWith(`http://${tenant.host}/`)).toBe(true);
  });

  test.each([
    ['javascript', 'http'],
    ['javascript://', 'http'],
    ['https, javascript', 'http'],
    ['https', 'https'],
    ['HTTP', 'http'],
  ])('X-Forwarded-Proto %j from a trusted proxy gives a %s link', async (forwarded, scheme) => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const user = await seedUser(ctx.current.handle.db, tenant);
    const proxy = '127.0.0.1';
    await forgot(tenant.host, user.email, { 'x-forwarded-proto': forwarded }, proxy);
    expect(await resetLinkFor(user)).toMatch(
      new RegExp(`^${scheme}://${tenant.host}/auth/reset-password\\?token=`),
    );
  });

  test('a registered domain followed by junk cannot smuggle another host into the link', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const user = await seedUser(ctx.current.handle.db, tenant);
    const response = await forgot(`${tenant.host}:@attacker.example`, user.email);
    expect(response.statusCode).toBe(202);
    const link = await resetLinkFor(user);
    expect(link).not.toContain('attacker.example');
  });

  test.each(['blocked', 'rejected'] as const)(
    'sends nothing and stores nothing for a %s account',
    async (status) => {
      const { handle } = ctx.current;
      const tenant = await seedTenant(handle.db);
      const user = await seedUser(handle.db, tenant, { role: 'publisher', status });
      const response = await forgot(tenant.host, user.email);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ data: { message: FORGOT_PASSWORD_MESSAGE } });
      const rows = await handle.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(rows).toEqual([]);
      await expectNoMailTo(user.email);
    },
  );

  test('an address of another tenant gets nothing from this one', async () => {
    const { handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const user = await seedUser(handle.db, home);
    expect((await forgot(other.host, user.email)).statusCode).toBe(202);
    const rows = await handle.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows).toEqual([]);
    await expectNoMailTo(user.email);
  });

  test('an invalid address is a 422 field error', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await forgot(tenant.host, 'not-an-address');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Enter a valid e-mail address'] });
  });

  test('is rate-limited per e-mail address from any client: the 6th request within the window gets 429', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const email = `limit-${tenant.id}@example.test`;
    for (let i = 1; i <= 5; i++) expect((await forgot(tenant.host, email)).statusCode).toBe(202);
    const limited = await forgot(tenant.host, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('is rate-limited per client across e-mails: the 11th address asked from one client gets 429', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const client = uniqueClientIp();
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      statuses.push(
        (await forgot(tenant.host, `probe-${i}-${tenant.id}@example.test`, {}, client)).statusCode,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);
  });
});
