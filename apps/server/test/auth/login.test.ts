import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { sessions, users } from '../../src/db/schema/index';
import { hashToken } from '../../src/lib/crypto';
import {
  authHeaders,
  loginAs,
  seedTenant,
  seedUser,
  type TestTenant,
  uniqueClientIp,
} from '../helpers/factories';
import { multipartPayload } from '../helpers/form-data';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

function login(
  tenant: TestTenant,
  payload: unknown,
  extra: { remoteAddress?: string; headers?: object } = {},
) {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: tenant.host, ...extra.headers },
    payload: payload as object,
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
}

describe('POST /api/v1/auth/login', () => {
  test('signs in an active user and returns a token and the user with role.slug', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant, { role: 'publisher' });
    const response = await login(tenant, { email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Date(body.data.expiresAt).getTime()).toBeGreaterThan(Date.now() + 86_400_000);
    expect(body.data.user).toEqual({
      id: user.id,
      tenantId: tenant.id,
      email: user.email,
      name: user.name,
      status: 'active',
      role: { slug: 'publisher', name: 'Publisher' },
      employeeRole: null,
      permissions: [],
      // A bare account with no publisher profile has no number.
      partnerRef: null,
    });
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  test('a wrong password and an unknown e-mail get the same 422 (not 401, which would end a session)', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const wrong = await login(tenant, { email: user.email, password: 'nope-nope' });
    const unknown = await login(tenant, { email: 'who@example.test', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'Invalid e-mail or password.' });
    expect(wrong.json()).toEqual(unknown.json());
  });

  test('a user of another tenant cannot sign in here', async () => {
    const { handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const user = await seedUser(handle.db, home);
    const response = await login(other, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(422);
  });

  test('a token from one tenant is refused on another tenant', async () => {
    const { app, handle } = ctx.current;
    const home = await seedTenant(handle.db);
    const other = await seedTenant(handle.db);
    const token = await loginAs(app, home, await seedUser(handle.db, home));
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: authHeaders(other, token),
    });
    expect(response.statusCode).toBe(401);
  });

  test('bad JSON input answers 422 with field errors', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await login(tenant, { email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.email).toEqual(['Enter a valid e-mail address']);
    expect(body.errors.password).toEqual(['Enter your password']);
  });

  test('missing fields are field errors too', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await login(tenant, {});
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'password']);
  });

  test('accepts multipart/form-data and answers its bad input with the same field errors', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const good = await multipartPayload({ email: user.email, password: user.password });
    const ok = await login(tenant, good.payload, { headers: { 'content-type': good.contentType } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.id).toBe(user.id);

    const bad = await multipartPayload({ email: 'nope', password: '' });
    const rejected = await login(tenant, bad.payload, { headers: { 'content-type': bad.contentType } });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().errors.email).toEqual(['Enter a valid e-mail address']);
    expect(rejected.json().errors.password).toEqual(expect.any(Array));
  });

  test.each([
    ['pending', 'Your account is pending approval. We will e-mail you once it is approved.'],
    ['rejected', 'Your application was not approved. Contact support if you think this is a mistake.'],
    ['blocked', 'Your account is blocked. Contact support.'],
  ] as const)('a %s account gets 403 with its message after the right password', async (status, message) => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant, { role: 'publisher', status });
    const response = await login(tenant, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
    const rows = await handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  test('a wrong password on a pending account is the plain credentials error: the status is not revealed', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant, { role: 'publisher', status: 'pending' });
    const response = await login(tenant, { email: user.email, password: 'wrong-password' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'Invalid e-mail or password.' });
  });

  test('records last_login_at', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    expect(user.lastLoginAt).toBeNull();
    const before = Date.now();
    await loginAs(app, tenant, user);
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(row?.lastLoginAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  test('the session row keeps only a hash of the token', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const token = await loginAs(app, tenant, user);
    const rows = await handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(rows[0]?.tenantId).toBe(tenant.id);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  test('after 10 failed attempts for one e-mail from one address the 11th gets 429 with Retry-After, even with the right password', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const from = { remoteAddress: uniqueClientIp() };
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(tenant, { email: user.email, password: `wrong-${attempt}` }, from);
      expect(response.statusCode, `attempt ${attempt}`).toBe(422);
    }
    const blocked = await login(tenant, { email: user.email, password: user.password }, from);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Try again in \d+ minutes\.$/);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const other = await seedUser(handle.db, tenant);
    const allowed = await login(tenant, { email: other.email, password: other.password }, from);
    expect(allowed.statusCode).toBe(200);
    const elsewhere = await login(
      tenant,
      { email: user.email, password: user.password },
      { remoteAddress: uniqueClientIp() },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  test('one address trying many accounts gets 429 after 30 failures, whatever the e-mails and tenants', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const otherTenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const from = { remoteAddress: uniqueClientIp() };
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 40; attempt++) {
      const target = attempt % 2 ? tenant : otherTenant;
      const response = await login(
        target,
        { email: `guess-${attempt}@example.test`, password: 'nope-nope' },
        from,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses.slice(30)).toEqual(Array(10).fill(429));
    const rightPassword = await login(tenant, { email: user.email, password: user.password }, from);
    expect(rightPassword.statusCode).toBe(429);
    expect(Number(rightPassword.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('an IPv6 client counts by its /64 network, so fresh addresses in it do not escape the limit', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 31; attempt++) {
      const response = await login(
        tenant,
        { email: `v6-${attempt}@example.test`, password: 'nope-nope' },
        { remoteAddress: `2001:db8:7:1:${attempt.toString(16)}::1` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses[30]).toBe(429);
  });

  test('successful sign-ins never count: a busy admin signs in 40 times from one address', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const admin = await seedUser(handle.db, tenant, { role: 'admin' });
    const from = { remoteAddress: uniqueClientIp() };
    for (let attempt = 1; attempt <= 40; attempt++) {
      const response = await login(tenant, { email: admin.email, password: admin.password }, from);
      expect(response.statusCode, `sign-in ${attempt}`).toBe(200);
    }
  });

  test('a successful sign-in forgets the account failures before it', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const from = { remoteAddress: uniqueClientIp() };
    for (let round = 1; round <= 2; round++) {
      for (let attempt = 1; attempt <= 9; attempt++) {
        const response = await login(tenant, { email: user.email, password: `typo-${attempt}` }, from);
        expect(response.statusCode, `round ${round}, typo ${attempt}`).toBe(422);
      }
      const success = await login(tenant, { email: user.email, password: user.password }, from);
      expect(success.statusCode, `round ${round}`).toBe(200);
    }
  });

  test('a client cannot escape the limit by inventing X-Forwarded-For addresses', async () => {
    const { handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const user = await seedUser(handle.db, tenant);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await login(
        tenant,
        { email: user.email, password: `wrong-${attempt}` },
        { remoteAddress: '203.0.113.50', headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
  });
});
