import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tenantSmtpSettings } from '../../src/db/schema/index';
import { SMTP_TEST_LIMITS } from '../../src/plugins/rate-limit';
import { STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedTenant, seedUser, uniqueClientIp } from '../helpers/factories';
import { httpRequest, listenOnLoopback } from '../helpers/http';
import { signedIn } from '../helpers/partners';
import { startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const LOGIN = { username: 'network-mailer', password: 's3cret-Smtp-pass' };
let serverWide: Awaited<ReturnType<typeof startSmtpCapture>>;
let networkOwn: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  serverWide = await startSmtpCapture();
  networkOwn = await startSmtpCapture({ login: LOGIN });
});
afterAll(async () => {
  await serverWide.close();
  await networkOwn.close();
});
// The listeners are on loopback, which a network's mail server may only use when the operator allows it.
const ctx = useTestApp({ env: () => ({ SMTP_URL: serverWide.url, SMTP_ALLOW_HOSTS: '127.0.0.1' }) });

const URL = '/api/v1/settings/smtp';
const TEST_SENDS_A_MINUTE = SMTP_TEST_LIMITS[0]?.max ?? 0;

/** The page's fields pointing at the network's own listener (it asks for LOGIN). */
function settingsOf(overrides: Record<string, unknown> = {}) {
  return {
    host: '127.0.0.1',
    port: networkOwn.port,
    security: 'none',
    username: LOGIN.username,
    password: LOGIN.password,
    fromName: 'Acme & Partners',
    fromEmail: 'mail@acme-network.test',
    ...overrides,
  };
}

/** A port nothing listens on: bound, read, and closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function saveAs(headers: Record<string, string>, body: Record<string, unknown>) {
  return ctx.current.app.inject({ method: 'PUT', url: URL, headers, payload: body });
}

function forgotPassword(host: string, email: string) {
  return ctx.current.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    headers: { host },
    payload: { email },
    remoteAddress: uniqueClientIp(),
  });
}

describe('who may read and change the SMTP settings', () => {
  test('GET: admins and employees with settings.read', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: URL }),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
  });

  test('PUT: admins and employees with settings.write; refused callers change nothing', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'PUT', url: URL, payload: settingsOf() }),
      snapshot: () =>
        handle.db.select().from(tenantSmtpSettings).where(eq(tenantSmtpSettings.tenantId, tenant.id)),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
    expect(result.afterRefused).toEqual(result.before);
  });

  test('the test send: admins and employees with settings.write', async () => {
    const { app, handle } = ctx.current;
    const tenant = await seedTenant(handle.db);
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({
        method: 'POST',
        url: `${URL}/test`,
        payload: { ...settingsOf(), testTo: 'matrix@example.test' },
      }),
    });
    expect(result.statuses).toEqual(STAFF_ONLY(200));
  });
});

describe('saving', () => {
  test('round-trips; the password is stored sealed and answered only as "set"', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const saved = await saveAs(headers, settingsOf({ security: 'starttls', port: '587' }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      serverMailConfigured: true,
      smtp: {
        host: '127.0.0.1',
        port: 587,
        security: 'starttls',
        username: LOGIN.username,
        passwordSet: true,
        fromName: 'Acme & Partners',
        fromEmail: 'mail@acme-network.test',
      },
    });
    const read = await app.inject({ method: 'GET', url: URL, headers });
    expect(read.json()).toEqual(saved.json());
    expect(read.body).not.toContain(LOGIN.password);
    const [row] = await handle.db
      .select()
      .from(tenantSmtpSettings)
      .where(eq(tenantSmtpSettings.tenantId, tenant.id));
    expect(row?.passwordSealed).toMatch(/^v1\./);
    expect(row?.passwordSealed).not.toContain(LOGIN.password);
    expect(read.body).not.toContain(row?.passwordSealed ?? 'none');
  });

  test('bad port, host and e-mail are 422 with field errors; nothing is stored', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const response = await saveAs(
      headers,
      settingsOf({ port: '70000', host: 'mail server!', fromEmail: 'not-an-address', security: 'ssl3' }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['fromEmail', 'host', 'port', 'security']);
    expect(response.json().errors.port).toEqual(['At most 65535']);
    const rows = await handle.db
      .select()
      .from(tenantSmtpSettings)
      .where(eq(tenantSmtpSettings.tenantId, tenant.id));
    expect(rows).toEqual([]);
  });

  test('a save without a password keeps the stored one, but not for another host or user', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    await saveAs(headers, settingsOf());
    const kept = await saveAs(headers, settingsOf({ password: '', fromName: 'Renamed sender' }));
    expect(kept.json().data.smtp).toMatchObject({ passwordSet: true, fromName: 'Renamed sender' });

    const moved = await saveAs(headers, settingsOf({ password: '', host: 'smtp.elsewhere.test' }));
    expect(moved.statusCode).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(['password']);

    const noLogin = await saveAs(headers, settingsOf({ username: '', password: '' }));
    expect(noLogin.json().data.smtp).toMatchObject({ username: null, passwordSet: false });
  });

  test('each save is in the history, the password as "changed" only; removing goes back to the server', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    await saveAs(headers, settingsOf());
    await saveAs(headers, settingsOf({ password: '', port: '2525' }));
    const removed = await app.inject({ method: 'DELETE', url: URL, headers });
    expect(removed.json().data.smtp).toBeNull();

    const history = await app.inject({ method: 'GET', url: '/api/v1/settings/history/smtp', headers });
    const [removal, portChange, setup] = history.json().data;
    expect(history.json().meta.total).toBe(3);
    expect(setup.summary).toBe("Set up the network's own mail server");
    expect(setup.changes).toContainEqual({ field: 'password', before: null, after: null, secret: true });
    expect(portChange.changes).toEqual([
      { field: 'port', before: String(networkOwn.port), after: '2525', secret: false },
    ]);
    expect(removal.summary).toMatch(/^Removed/);
    expect(history.body).not.toContain(LOGIN.password);
  });

  test("another network's admin sees nothing of these settings", async () => {
    const { app, handle } = ctx.current;
    const first = await adminOfNewTenant(app, handle.db);
    const second = await adminOfNewTenant(app, handle.db);
    await saveAs(first.headers, settingsOf());
    const other = await app.inject({ method: 'GET', url: URL, headers: second.headers });
    expect(other.json()).toEqual({ data: { smtp: null, serverMailConfigured: true } });
    const history = await app.inject({
      method: 'GET',
      url: '/api/v1/settings/history/smtp',
      headers: second.headers,
    });
    expect(history.json().meta.total).toBe(0);
  });
});

describe('send test e-mail', () => {
  test('reaches the server as typed, answers its response line, and saves nothing', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    const to = `test-${uniqueClientIp()}@example.test`;
    const response = await app.inject({
      method: 'POST',
      url: `${URL}/test`,
      headers,
      payload: { ...settingsOf(), testTo: to },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.ok).toBe(true);
    expect(response.json().data.message).toMatch(/^250 /);
    const mail = await networkOwn.waitForMail(to);
    expect(mail.raw).toContain('From: "Acme & Partners" <mail@acme-network.test>');
    const read = await app.inject({ method: 'GET', url: URL, headers });
    expect(read.json().data.smtp).toBeNull();
  });

  test('a closed port reports the refusal; a wrong password reports the failed login', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    const port = await closedPort();
    const refused = await app.inject({
      method: 'POST',
      url: `${URL}/test`,
      headers,
      payload: { ...settingsOf({ port }), testTo: 'nobody@example.test' },
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toEqual({ ok: false, message: expect.stringContaining('ECONNREFUSED') });

    const badLogin = await app.inject({
      method: 'POST',
      url: `${URL}/test`,
      headers,
      payload: { ...settingsOf({ password: 'wrong-password' }), testTo: 'nobody@example.test' },
    });
    expect(badLogin.json().data.ok).toBe(false);
    expect(badLogin.json().data.message).toMatch(/Invalid login|Authentication failed/);
  });

  test('a private or loopback address the operator did not allow is refused before connecting', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    for (const host of ['localhost', '10.1.2.3', '169.254.169.254']) {
      const response = await app.inject({
        method: 'POST',
        url: `${URL}/test`,
        headers,
        payload: { ...settingsOf({ host }), testTo: 'nobody@example.test' },
      });
      expect(response.json().data).toEqual({
        ok: false,
        message: expect.stringContaining('may not use (the server'),
      });
    }
    expect(networkOwn.messages.filter((m) => m.to.includes('nobody@example.test'))).toEqual([]);
  });

  test('without a typed password the stored one is used', async () => {
    const { app, handle } = ctx.current;
    const { headers } = await adminOfNewTenant(app, handle.db);
    await saveAs(headers, settingsOf());
    const to = `stored-${uniqueClientIp()}@example.test`;
    const response = await app.inject({
      method: 'POST',
      url: `${URL}/test`,
      headers,
      payload: { ...settingsOf({ password: '' }), testTo: to },
    });
    expect(response.json().data.ok).toBe(true);
    await networkOwn.waitForMail(to);
  });
});

describe('send test e-mail: the rate limit', () => {
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await listenOnLoopback(ctx.current.app);
  });

  test('over HTTP, the 6th test send of a user in a minute is 429 with Retry-After and reaches no server', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(app, handle.db);
    const testSend = (callerHeaders: Record<string, string>, to: string) =>
      httpRequest(baseUrl, {
        method: 'POST',
        path: `${URL}/test`,
        headers: { ...callerHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ ...settingsOf(), testTo: to }),
      });
    const prefix = `limited-${uniqueClientIp()}`;
    for (let i = 0; i < TEST_SENDS_A_MINUTE; i++) {
      const sent = await testSend(headers, `${prefix}-${i}@example.test`);
      expect(sent.status, sent.body).toBe(200);
      await networkOwn.waitForMail(`${prefix}-${i}@example.test`);
    }
    const limited = await testSend(headers, `${prefix}-over@example.test`);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(JSON.parse(limited.body)).toEqual({
      message: expect.stringMatching(/^Too many test e-mails\. Try again in \d+ seconds?\.$/),
    });
    expect(networkOwn.messages.filter((m) => m.to.includes(`${prefix}-over@example.test`))).toEqual([]);
    // The limit is the user's: a colleague of the same network still sends.
    const colleague = await signedIn(app, handle.db, tenant);
    expect((await testSend(colleague.headers, `${prefix}-colleague@example.test`)).status).toBe(200);
  });
});

test("after saving, a network's password reset goes through its server; another network's through the server's", async () => {
  const { app, handle } = ctx.current;
  const own = await adminOfNewTenant(app, handle.db);
  await saveAs(own.headers, settingsOf());
  const other = await seedTenant(handle.db);
  const ownUser = await seedUser(handle.db, own.tenant, { role: 'publisher' });
  const otherUser = await seedUser(handle.db, other, { role: 'publisher' });

  await forgotPassword(own.tenant.host, ownUser.email);
  await forgotPassword(other.host, otherUser.email);

  const viaNetwork = await networkOwn.waitForMail(ownUser.email);
  expect(viaNetwork.raw).toContain('From: "Acme & Partners" <mail@acme-network.test>');
  expect(viaNetwork.raw).toContain(`Reset your ${own.tenant.name} password`);
  const viaServer = await serverWide.waitForMail(otherUser.email);
  expect(viaServer.raw).toContain(`Reset your ${other.name} password`);
  await ctx.current.mailsSettled();
  expect(serverWide.messages.filter((m) => m.to.includes(ownUser.email))).toEqual([]);
  expect(networkOwn.messages.filter((m) => m.to.includes(otherUser.email))).toEqual([]);
});
