import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { passwordResets } from '../../src/db/schema/index';
import { hashToken } from '../../src/lib/crypto';
import { WEAK_PASSWORD_MESSAGE } from '../../src/lib/password-policy';
import {
  authHeaders,
  loginAs,
  seedTenant,
  seedUser,
  type TestTenant,
  type TestUser,
  uniqueClientIp,
} from '../helpers/factories';
import { extractResetToken, startSmtpCapture } from '../helpers/smtp-capture';
import { useTestApp } from '../helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

const NEW_PASSWORD = 'brand-new-secret-9';
const INVALID_LINK = 'This reset link is invalid, expired or already used. Ask for a new one.';

/** Asks for a reset link through the API and returns the token from the e-mail (the nth to the user). */
async function requestToken(tenant: TestTenant, user: TestUser, nth = 1): Promise<string> {
  const response = await ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    headers: { host: tenant.host },
    remoteAddress: uniqueClientIp(),
    payload: { email: user.email },
  });
  expect(response.statusCode).toBe(202);
  const mails = await smtp.waitForMails(user.email, nth);
  const mail = mails[nth - 1];
  if (!mail) throw new Error('missing e-mail');
  return extractResetToken(mail);
}

function reset(tenant: TestTenant, payload: Record<string, unknown>) {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    headers: { host: tenant.host },
    remoteAddress: uniqueClientIp(),
    payload,
  });
}

function login(tenant: TestTenant, email: string, password: string) {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { host: tenant.host },
    remoteAddress: uniqueClientIp(),
    payload: { email, password },
  });
}

async function setup() {
  const tenant = await seedTenant(ctx.current.handle.db);
  const user = await seedUser(ctx.current.handle.db, tenant, { role: 'publisher' });
  return { tenant, user, token: await requestToken(tenant, user) };
}

describe('POST /api/v1/auth/reset-password', () => {
  test('sets the new password: the old one stops working, the new one signs in', async () => {
    const { tenant, user, token } = await setup();
    const response = await reset(tenant, {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { message: 'Your password has been changed. You can sign in with it now.' },
    });
    expect((await login(tenant, user.email, user.password)).statusCode).toBe(422);
    expect((await login(tenant, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.current.handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(row?.usedAt).toBeInstanceOf(Date);
  });

  test.each(['password', '12345678', 'qwerty123', 'Password1'])(
    'a common or breached password (%s) is a 422 on password; the link stays usable',
    async (common) => {
      const { tenant, user, token } = await setup();
      const response = await reset(tenant, { token, password: common, passwordConfirmation: common });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [WEAK_PASSWORD_MESSAGE] });
      expect((await login(tenant, user.email, user.password)).statusCode).toBe(200);
      const retry = await reset(tenant, {
        token,
        password: NEW_PASSWORD,
        passwordConfirmation: NEW_PASSWORD,
      });
      expect(retry.statusCode).toBe(200);
    },
  );

  test('signs the user out everywhere', async () => {
    const { app } = ctx.current;
    const { tenant, user, token } = await setup();
    const session = await loginAs(app, tenant, user);
    await reset(tenant, { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    const me = await app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: authHeaders(tenant, session),
    });
    expect(me.statusCode).toBe(401);
  });

  test('the same link cannot be used twice', async () => {
    const { tenant, user, token } = await setup();
    const body = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await reset(tenant, body)).statusCode).toBe(200);
    const again = await reset(tenant, {
      ...body,
      password: 'third-secret-1',
      passwordConfirmation: 'third-secret-1',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: INVALID_LINK, errors: { token: [INVALID_LINK] } });
    expect((await login(tenant, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  test('an expired link answers 422 and changes nothing', async () => {
    const { tenant, user, token } = await setup();
    await ctx.current.handle.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    const response = await reset(tenant, {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [INVALID_LINK] });
    expect((await login(tenant, user.email, user.password)).statusCode).toBe(200);
  });

  test('a link of tenant A does nothing on tenant B, and still works on A', async () => {
    const { tenant, user, token } = await setup();
    const other = await seedTenant(ctx.current.handle.db);
    const body = { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    const elsewhere = await reset(other, body);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ token: [INVALID_LINK] });
    expect((await login(tenant, user.email, user.password)).statusCode).toBe(200);
    expect((await reset(tenant, body)).statusCode).toBe(200);
  });

  test('an unknown token answers 422 on errors.token', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const response = await reset(tenant, {
      token: 'made-up-token',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [INVALID_LINK] });
  });

  test('a confirmation that does not match is a field error, and the link stays usable', async () => {
    const { tenant, token } = await setup();
    const response = await reset(tenant, {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: 'something-else-1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ passwordConfirmation: ['Passwords do not match'] });
    const retry = await reset(tenant, { token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD });
    expect(retry.statusCode).toBe(200);
  });

  test('a short password or a missing token are field errors', async () => {
    const tenant = await seedTenant(ctx.current.handle.db);
    const short = await reset(tenant, {
      token: 'whatever',
      password: 'short',
      passwordConfirmation: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['Password must be at least 8 characters'] });
    const missing = await reset(tenant, {
      token: '',
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['token']);
  });

  test('after a reset with a newer link, an older outstanding link stops working', async () => {
    const { tenant, user, token: older } = await setup();
    const newer = await requestToken(tenant, user, 2);
    expect(newer).not.toBe(older);
    const body = { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD };
    expect((await reset(tenant, { ...body, token: newer })).statusCode).toBe(200);
    const stale = await reset(tenant, {
      token: older,
      password: 'other-secret-22',
      passwordConfirmation: 'other-secret-22',
    });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: [INVALID_LINK] });
    expect((await login(tenant, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
