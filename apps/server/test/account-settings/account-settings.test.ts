import { expect, test } from 'vitest';
import { ADVERTISER_ONLY, PUBLISHER_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { authHeaders, loginAs, seedTenant } from '../helpers/factories';
import { storedPartner } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

/** Either kind of partner reaches their own account; staff and strangers are refused. */
const PARTNERS_ONLY = { ...PUBLISHER_ONLY(200), advertiser: ADVERTISER_ONLY(200).advertiser };

const profile = {
  name: 'Nora Quinn',
  company: 'Quinn Media',
  phone: '+49 30 7654321',
  website: 'https://quinn.example',
  country: 'at',
  timezone: 'Europe/Vienna',
  messenger: 'telegram',
  messengerHandle: '@nora',
};

const NEW_PASSWORD = 'amber-glacier-orchestra-77';

test('only partners reach their own account page; staff are refused', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  for (const [method, url, payload] of [
    ['GET', '/api/v1/account', undefined],
    ['PUT', '/api/v1/account', profile],
  ] as const) {
    const result = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.write',
      expected: PARTNERS_ONLY,
      request: async () => ({ method, url, payload }),
    });
    expect(result.statuses).toEqual(PARTNERS_ONLY);
  }
});

test('a publisher edits their own profile, contact and time zone; nobody else’s changes', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const me = await signedInPartner(app, handle.db, tenant, 'publisher');
  const neighbour = await signedInPartner(app, handle.db, tenant, 'publisher');
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/v1/account',
    headers: me.headers,
    payload: profile,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data).toEqual({
    ...profile,
    kind: 'publisher',
    email: me.user.email,
    country: 'AT',
  });
  const read = await app.inject({ method: 'GET', url: '/api/v1/account', headers: me.headers });
  expect(read.json().data.timezone).toBe('Europe/Vienna');
  const untouched = await storedPartner(handle.db, neighbour.partner.id);
  expect(untouched?.partner.company).toBe(neighbour.partner.company);
  // Their session is of their network: on another network's host it reaches nothing.
  const other = await seedTenant(handle.db);
  const elsewhere = await app.inject({
    method: 'PUT',
    url: '/api/v1/account',
    headers: { ...me.headers, host: other.host },
    payload: { ...profile, name: 'Intruder' },
  });
  expect(elsewhere.statusCode).toBe(401);
  expect((await storedPartner(handle.db, me.partner.id))?.name).toBe('Nora Quinn');
});

test('an advertiser keeps no messenger; bad input is a 422 with field errors', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const me = await signedInPartner(app, handle.db, tenant, 'advertiser');
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/v1/account',
    headers: me.headers,
    payload: profile,
  });
  expect(saved.json().data).toMatchObject({ kind: 'advertiser', messenger: null, messengerHandle: null });
  const bad = await app.inject({
    method: 'PUT',
    url: '/api/v1/account',
    headers: me.headers,
    payload: { name: '', company: '', phone: 'call me', website: 'ftp://x', timezone: 'Nowhere/Else' },
  });
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(bad.json().errors).sort()).toEqual(['company', 'name', 'phone', 'timezone', 'website']);
});

test('a password change needs the current password, follows the policy, and ends the other sessions only', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  const me = await signedInPartner(app, handle.db, tenant, 'publisher');
  const otherDevice = authHeaders(tenant, await loginAs(app, tenant, me.user));
  const change = (payload: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/v1/account/password', headers: me.headers, payload });

  const wrong = await change({
    currentPassword: 'not-it-at-all',
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
  });
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json().errors.currentPassword).toEqual(['This is not your current password.']);
  const weak = await change({
    currentPassword: me.user.password,
    password: 'password1',
    passwordConfirmation: 'password1',
  });
  expect(weak.statusCode).toBe(422);
  expect(weak.json().errors.password).toBeDefined();
  const mismatch = await change({
    currentPassword: me.user.password,
    password: NEW_PASSWORD,
    passwordConfirmation: 'something-else',
  });
  expect(mismatch.json().errors.passwordConfirmation).toEqual(['Passwords do not match']);
  // Nothing above changed anything: the other device is still signed in.
  expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers: otherDevice })).statusCode).toBe(
    200,
  );

  const done = await change({
    currentPassword: me.user.password,
    password: NEW_PASSWORD,
    passwordConfirmation: NEW_PASSWORD,
  });
  expect(done.statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers: me.headers })).statusCode).toBe(
    200,
  );
  expect((await app.inject({ method: 'GET', url: '/api/v1/account', headers: otherDevice })).statusCode).toBe(
    401,
  );
  const login = (password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: tenant.host },
      payload: { email: me.user.email, password },
    });
  expect((await login(me.user.password)).statusCode).toBe(422);
  expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
});
