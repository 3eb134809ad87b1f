import { expect, test } from 'vitest';
import { PUBLISHER_ONLY, STAFF_ONLY, signedInPartner, statusesByCaller } from '../helpers/callers';
import { seedTenant, seedUser } from '../helpers/factories';
import { partnerBody, storedPartner } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const pathOf = (kind: string) => `/api/v1/settings/${kind}`;

/** Either kind of partner reads their own welcome; staff are refused. */
const PARTNERS_ONLY = { ...PUBLISHER_ONLY(200), advertiser: 200 };

const settings = (overrides: Record<string, unknown> = {}) => ({
  registrationOpen: true,
  autoApprove: true,
  paymentTermsDays: 15,
  welcomeMessage: 'Welcome aboard! Your manager will call you this week.',
  ...overrides,
});

test('who may read and save the publisher and advertiser settings, and read the welcome', async () => {
  const { app, handle } = ctx.current;
  const tenant = await seedTenant(handle.db);
  for (const kind of ['publisher', 'advertiser']) {
    const reads = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.read',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'GET', url: pathOf(kind) }),
    });
    expect(reads.statuses).toEqual(STAFF_ONLY(200));
    const writes = await statusesByCaller(app, handle.db, tenant, {
      permission: 'settings.write',
      expected: STAFF_ONLY(200),
      request: async () => ({ method: 'PUT', url: pathOf(kind), payload: settings() }),
    });
    expect(writes.statuses).toEqual(STAFF_ONLY(200));
  }
  const welcome = await statusesByCaller(app, handle.db, tenant, {
    permission: 'settings.read',
    expected: PARTNERS_ONLY,
    request: async () => ({ method: 'GET', url: '/api/v1/partner/welcome' }),
  });
  expect(welcome.statuses).toEqual(PARTNERS_ONLY);
});

test('sign-up and approval follow a save at once; new partners get the default manager; the welcome is theirs', async () => {
  const { app, handle } = ctx.current;
  const { tenant, headers } = await adminOfNewTenant(app, handle.db);
  const manager = await seedUser(handle.db, tenant, { role: 'employee', permissions: ['offers.read'] });
  const register = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/register/publisher',
      headers: { host: tenant.host },
      payload: {
        name: 'Nora Quinn',
        email,
        password: 'violet-harbour-lantern-42',
        passwordConfirmation: 'violet-harbour-lantern-42',
        country: 'DE',
        trafficSources: ['social'],
        acceptTerms: true,
      },
    });

  const closed = await app.inject({
    method: 'PUT',
    url: pathOf('publisher'),
    headers,
    payload: settings({ registrationOpen: false }),
  });
  expect(closed.statusCode).toBe(200);
  expect((await register('closed@example.test')).statusCode).toBe(403);
  const config = await app.inject({ method: 'GET', url: '/api/v1/app', headers: { host: tenant.host } });
  expect(config.json().data.registration.publisher).toBe(false);

  const opened = await app.inject({
    method: 'PUT',
    url: pathOf('publisher'),
    headers,
    payload: settings({ defaultAccountManagerId: manager.id }),
  });
  expect(opened.json().data).toEqual({
    kind: 'publisher',
    registrationOpen: true,
    autoApprove: true,
    defaultAccountManager: { id: manager.id, name: manager.name, email: manager.email },
    paymentTermsDays: 15,
    welcomeMessage: 'Welcome aboard! Your manager will call you this week.',
    conversionIntake: null,
    holdDays: 0,
  });
  const signedUp = await register('open@example.test');
  expect(signedUp.statusCode).toBe(201);
  expect(signedUp.json().data.status).toBe('active');
  const list = await app.inject({
    method: 'GET',
    url: '/api/v1/publishers?search=open@example.test',
    headers,
  });
  const [publisher] = list.json().data;
  expect(publisher.accountManager?.id).toBe(manager.id);

  // Staff adding a publisher without a manager: the default applies too.
  const added = await app.inject({
    method: 'POST',
    url: '/api/v1/publishers',
    headers,
    payload: partnerBody('publisher'),
  });
  expect((await storedPartner(handle.db, added.json().data.id))?.partner.accountManagerId).toBe(manager.id);

  const partner = await signedInPartner(app, handle.db, tenant, 'publisher');
  const welcome = await app.inject({
    method: 'GET',
    url: '/api/v1/partner/welcome',
    headers: partner.headers,
  });
  expect(welcome.json()).toEqual({
    data: { message: 'Welcome aboard! Your manager will call you this week.' },
  });
  const advertiser = await signedInPartner(app, handle.db, tenant, 'advertiser');
  const theirs = await app.inject({
    method: 'GET',
    url: '/api/v1/partner/welcome',
    headers: advertiser.headers,
  });
  expect(theirs.json()).toEqual({ data: { message: null } });

  const history = await app.inject({ method: 'GET', url: '/api/v1/settings/history/publisher', headers });
  expect(history.json().meta.total).toBe(2);
  expect(history.json().data[0].changes).toContainEqual({
    field: 'registrationOpen',
    before: 'false',
    after: 'true',
    secret: false,
  });
});

test('bad input is a 422 with field errors; a manager of another network is refused', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const other = await adminOfNewTenant(app, handle.db);
  const response = await app.inject({
    method: 'PUT',
    url: pathOf('advertiser'),
    headers,
    payload: { registrationOpen: 'maybe', paymentTermsDays: 12, welcomeMessage: 'x'.repeat(2001) },
  });
  expect(response.statusCode).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual([
    'autoApprove',
    'paymentTermsDays',
    'registrationOpen',
    'welcomeMessage',
  ]);
  const foreign = await app.inject({
    method: 'PUT',
    url: pathOf('advertiser'),
    headers,
    payload: settings({ defaultAccountManagerId: other.user.id }),
  });
  expect(foreign.statusCode).toBe(422);
  expect(foreign.json().errors.defaultAccountManagerId).toBeDefined();
  const mine = await app.inject({ method: 'GET', url: pathOf('advertiser'), headers });
  expect(mine.json().data).toMatchObject({ defaultAccountManager: null, paymentTermsDays: 30 });
});

test('advertiser settings hold the network’s default conversion channels; the publisher form may not send them', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const fresh = (await app.inject({ method: 'GET', url: pathOf('advertiser'), headers })).json().data;
  expect(fresh.conversionIntake).toBe('server_only');
  const saved = await app.inject({
    method: 'PUT',
    url: pathOf('advertiser'),
    headers,
    payload: settings({ conversionIntake: 'server_and_browser' }),
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data.conversionIntake).toBe('server_and_browser');
  // Left out, it stays as it was.
  const again = await app.inject({ method: 'PUT', url: pathOf('advertiser'), headers, payload: settings() });
  expect(again.json().data.conversionIntake).toBe('server_and_browser');
  const bad = await app.inject({
    method: 'PUT',
    url: pathOf('advertiser'),
    headers,
    payload: settings({ conversionIntake: 'anything' }),
  });
  expect(bad.statusCode).toBe(422);
  expect(bad.json().errors.conversionIntake).toBeDefined();
  const publisher = await app.inject({
    method: 'PUT',
    url: pathOf('publisher'),
    headers,
    payload: settings({ conversionIntake: 'server_and_browser' }),
  });
  expect(publisher.statusCode).toBe(422);
  expect(publisher.json().errors).toEqual({
    conversionIntake: ['Conversion channels are an advertiser setting'],
  });
  const publisherSettings = (await app.inject({ method: 'GET', url: pathOf('publisher'), headers })).json()
    .data;
  expect(publisherSettings).toMatchObject({ conversionIntake: null, paymentTermsDays: 30 });
});

test('publisher settings hold the network’s hold before payment; the advertiser form may not send it', async () => {
  const { app, handle } = ctx.current;
  const { headers } = await adminOfNewTenant(app, handle.db);
  const put = (kind: string, overrides: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: pathOf(kind), headers, payload: settings(overrides) });
  expect((await app.inject({ method: 'GET', url: pathOf('publisher'), headers })).json().data.holdDays).toBe(
    0,
  );

  const saved = await put('publisher', { holdDays: '14' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().data.holdDays).toBe(14);
  // Left out, it stays as it was.
  expect((await put('publisher', {})).json().data.holdDays).toBe(14);
  const tooLong = await put('publisher', { holdDays: '91' });
  expect(tooLong.statusCode).toBe(422);
  expect(tooLong.json().errors.holdDays).toEqual(['At most 90']);

  const advertiser = await put('advertiser', { holdDays: '3' });
  expect(advertiser.statusCode).toBe(422);
  expect(advertiser.json().errors).toEqual({ holdDays: ['The hold before payment is a publisher setting'] });
  expect((await app.inject({ method: 'GET', url: pathOf('advertiser'), headers })).json().data.holdDays).toBe(
    null,
  );
});
