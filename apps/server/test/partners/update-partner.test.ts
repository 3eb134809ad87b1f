import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  authHeaders,
  loginAs,
  seedPartner,
  seedUser,
  type TestTenant,
  uniqueClientIp,
} from '../helpers/factories';
import {
  ADVERTISERS,
  EACH_KIND,
  freshEmail,
  type KindSpec,
  PUBLISHERS,
  partnerBody,
  storedPartner,
} from '../helpers/partners';
import { extractResetToken, startSmtpCapture } from '../helpers/smtp-capture';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
});
afterAll(() => smtp.close());
const ctx = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });

function put(spec: KindSpec, id: string, headers: Record<string, string>, payload: Record<string, unknown>) {
  return ctx.current.app.inject({ method: 'PUT', url: `${spec.path}/${id}`, headers, payload });
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

describe.each(EACH_KIND)('PUT %s/:id', (_path, spec) => {
  test('round-trips: GET returns what PUT saved; the conversion token and creation time stay', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const manager = await seedUser(handle.db, tenant, { role: 'employee' });
    const { partner } = await seedPartner(handle.db, tenant, { kind: spec.kind, status: 'pending' });
    const body = partnerBody(spec.kind, {
      company: 'Renamed Ltd',
      contactName: 'Rita Renamed',
      country: 'NL',
      currency: 'GBP',
      timezone: 'America/New_York',
      accountManagerId: manager.id,
      status: 'active',
    });

    const saved = await put(spec, partner.id, headers, body);
    expect(saved.statusCode).toBe(200);
    const fetched = await app.inject({ method: 'GET', url: `${spec.path}/${partner.id}`, headers });
    expect(fetched.json()).toEqual(saved.json());
    const { data } = saved.json();
    const { accountManagerId: _, ...sent } = body;
    expect(data).toMatchObject({ ...sent, id: partner.id, accountManager: { id: manager.id } });
    expect(data.createdAt).toBe(partner.createdAt.toISOString());
    if (spec.kind === 'advertiser') expect(data.conversionToken).toBe(partner.conversionToken);
  });

  test('a body without a status is refused: an edit must not approve anyone by default', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner, user } = await seedPartner(handle.db, tenant, { kind: spec.kind, status: 'pending' });
    const response = await put(spec, partner.id, headers, {
      company: 'Still Pending',
      contactName: 'Pat Pending',
      email: user.email,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('status');
  });

  test('optional fields left out of the body are cleared', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner, user } = await seedPartner(handle.db, tenant, { kind: spec.kind });
    await put(spec, partner.id, headers, partnerBody(spec.kind, { email: user.email }));

    const bare = { company: 'Bare Co', contactName: 'Bea Bare', email: user.email, status: 'active' };
    const response = await put(spec, partner.id, headers, bare);
    expect(response.statusCode).toBe(200);
    const cleared = {
      phone: null,
      website: null,
      country: null,
      currency: 'USD',
      timezone: 'UTC',
      accountManager: null,
      statusReason: null,
      notes: null,
      taxId: null,
    };
    const kindOnly =
      spec.kind === 'advertiser'
        ? { ipAllowlist: [] }
        : { trafficSources: [], messenger: null, messengerHandle: null };
    expect(response.json().data).toMatchObject({ ...bare, ...cleared, ...kindOnly });
  });

  test('a new e-mail becomes the sign-in e-mail; the old one no longer signs in', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner, user } = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const email = freshEmail('moved');

    const response = await put(
      spec,
      partner.id,
      headers,
      partnerBody(spec.kind, { email: email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(email);
    expect((await login(tenant, email, user.password)).statusCode).toBe(200);
    expect((await login(tenant, user.email, user.password)).statusCode).toBe(422);
  });

  test('changing the e-mail voids the invitation link sent to the old address', async () => {
    const { app } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const typo = freshEmail('typo');
    const created = await app.inject({
      method: 'POST',
      url: spec.path,
      headers,
      payload: partnerBody(spec.kind, { email: typo }),
    });
    expect(created.statusCode).toBe(201);
    const token = extractResetToken(await smtp.waitForMail(typo));

    const fixed = partnerBody(spec.kind, { email: freshEmail('fixed') });
    expect((await put(spec, created.json().data.id, headers, fixed)).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      headers: { host: tenant.host },
      remoteAddress: uniqueClientIp(),
      payload: { token, password: 'taken-over-1', passwordConfirmation: 'taken-over-1' },
    });
    expect(reset.statusCode).toBe(422);
    expect(Object.keys(reset.json().errors)).toEqual(['token']);
    expect((await login(tenant, String(fixed.email), 'taken-over-1')).statusCode).toBe(422);
  });

  test('setting status blocked signs the partner out everywhere and stops sign-in', async () => {
    const { app, handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner, user } = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const partnerHeaders = authHeaders(tenant, await loginAs(app, tenant, user));
    const me = () => app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: partnerHeaders });
    expect((await me()).statusCode).toBe(200);

    const body = partnerBody(spec.kind, { email: user.email, status: 'blocked', statusReason: 'Fraud' });
    expect((await put(spec, partner.id, headers, body)).json().data).toMatchObject({
      status: 'blocked',
      statusReason: 'Fraud',
    });
    expect((await me()).statusCode).toBe(401);
    const refused = await login(tenant, user.email, user.password);
    expect(refused.statusCode).toBe(403);

    // Unblocking does not bring the old session back: it was revoked, not just paused.
    await put(spec, partner.id, headers, { ...body, status: 'active' });
    expect((await me()).statusCode).toBe(401);
    expect((await login(tenant, user.email, user.password)).statusCode).toBe(200);
  });

  test('an e-mail another user of the tenant has is a 422 on errors.email, and nothing changes', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner } = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const other = await seedPartner(handle.db, tenant, { kind: spec.other });
    const before = await storedPartner(handle.db, partner.id);

    const response = await put(
      spec,
      partner.id,
      headers,
      partnerBody(spec.kind, { email: other.user.email.toUpperCase(), company: 'Should Not Stick' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['An account with this e-mail already exists.'] });
    expect(await storedPartner(handle.db, partner.id)).toEqual(before);
  });

  test('an account manager who is a partner is a 422 on errors.accountManagerId', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner, user } = await seedPartner(handle.db, tenant, { kind: spec.kind });
    const before = await storedPartner(handle.db, partner.id);
    const response = await put(
      spec,
      partner.id,
      headers,
      partnerBody(spec.kind, { email: user.email, accountManagerId: user.id }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['accountManagerId']);
    expect(await storedPartner(handle.db, partner.id)).toEqual(before);
  });
});

describe('PUT /api/v1/publishers/:id: the hold before payment', () => {
  test('round-trips 0 to 90 days; out of range is a 422 on holdDays that changes nothing; left out is none', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const body = partnerBody('publisher', { status: 'active', holdDays: 21 });
    const saved = await put(PUBLISHERS, partner.id, headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ holdDays: 21 });
    const before = await storedPartner(handle.db, partner.id);
    expect(before?.partner).toMatchObject({ holdDays: 21 });
    for (const holdDays of [-1, 91, 1.5]) {
      const bad = await put(PUBLISHERS, partner.id, headers, { ...body, company: 'Changed', holdDays });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['holdDays']);
    }
    expect(await storedPartner(handle.db, partner.id)).toEqual(before);
    const cleared = await put(
      PUBLISHERS,
      partner.id,
      headers,
      partnerBody('publisher', { status: 'active' }),
    );
    expect(cleared.json().data).toMatchObject({ holdDays: null });
  });
});

describe('PUT /api/v1/advertisers/:id: the validation deadline', () => {
  test('round-trips 1 to 365 days with what happens then; bad values are 422s that change nothing; no days is none', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner } = await seedPartner(handle.db, tenant, { kind: 'advertiser' });
    const body = partnerBody('advertiser', {
      status: 'active',
      validationDays: 30,
      validationAction: 'reject',
    });
    const saved = await put(ADVERTISERS, partner.id, headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ validationDays: 30, validationAction: 'reject' });
    const before = await storedPartner(handle.db, partner.id);
    expect(before?.partner).toMatchObject({ validationDays: 30, validationAction: 'reject' });
    const bad = [
      { validationDays: 0 },
      { validationDays: 366 },
      { validationDays: 'soon' },
      { validationAction: 'ignore' },
    ];
    for (const change of bad) {
      const refused = await put(ADVERTISERS, partner.id, headers, { ...body, company: 'Changed', ...change });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(Object.keys(change));
    }
    expect(await storedPartner(handle.db, partner.id)).toEqual(before);
    // Days alone approve (the default); no days is no deadline, whatever the action says.
    const approving = await put(ADVERTISERS, partner.id, headers, {
      ...partnerBody('advertiser', { status: 'active' }),
      validationDays: '10',
    });
    expect(approving.json().data).toMatchObject({ validationDays: 10, validationAction: 'approve' });
    const cleared = await put(ADVERTISERS, partner.id, headers, {
      ...partnerBody('advertiser', { status: 'active' }),
      validationAction: 'reject',
    });
    expect(cleared.json().data).toMatchObject({ validationDays: null, validationAction: null });
  });
});

describe('PUT /api/v1/publishers/:id: their own minimum payout', () => {
  test('round-trips an amount in their currency; a negative or malformed one is a 422 that changes nothing; left out is none', async () => {
    const { handle } = ctx.current;
    const { tenant, headers } = await adminOfNewTenant(ctx.current.app, ctx.current.handle.db);
    const { partner } = await seedPartner(handle.db, tenant, { kind: 'publisher' });
    const body = partnerBody('publisher', { status: 'active', minimumPayout: '120.5' });
    const saved = await put(PUBLISHERS, partner.id, headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ minimumPayout: '120.50' });
    const before = await storedPartner(handle.db, partner.id);
    for (const minimumPayout of ['-1', '12.345', 'lots']) {
      const bad = await put(PUBLISHERS, partner.id, headers, { ...body, company: 'Changed', minimumPayout });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['minimumPayout']);
    }
    expect(await storedPartner(handle.db, partner.id)).toEqual(before);
    const cleared = await put(
      PUBLISHERS,
      partner.id,
      headers,
      partnerBody('publisher', { status: 'active' }),
    );
    expect(cleared.json().data).toMatchObject({ minimumPayout: null });
  });
});
