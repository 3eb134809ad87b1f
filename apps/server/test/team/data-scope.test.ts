import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  advertiserPostbackLogs,
  employeeRoles,
  partners,
  publisherPostbacks,
} from '../../src/db/schema/index';
import { seedPublisherPostback } from '../helpers/clicks';
import { seedPartner } from '../helpers/factories';
import { seedOffer, seedOfferAccess } from '../helpers/offers';
import { partnerBody, signedIn } from '../helpers/partners';
import { adminOfNewTenant } from '../helpers/tenant-admin';
import { useTestApp } from '../helpers/test-app';

/*
 * The data scope (docs/team.md): an employee whose role says "managed" sees and changes only
 * the publishers and advertisers they are account manager of, in every list they can reach.
 */

const ctx = useTestApp();
const EVERYTHING_PARTNER = [
  'publishers.read',
  'publishers.write',
  'advertisers.read',
  'advertisers.write',
  'offers.read',
  'offers.write',
];

/** A tenant with a managed-scope employee, and a publisher and an advertiser of theirs and of nobody's. */
async function scopedWorld() {
  const { app, handle } = ctx.current;
  const db: Database = handle.db;
  const admin = await adminOfNewTenant(app, db);
  const { tenant } = admin;
  const employee = await signedIn(app, db, tenant, {
    role: 'employee',
    permissions: EVERYTHING_PARTNER,
    dataScope: 'managed',
  });
  const mine = { accountManagerId: employee.user.id };
  const publisher = await seedPartner(db, tenant, { kind: 'publisher', ...mine });
  const otherPublisher = await seedPartner(db, tenant, {
    kind: 'publisher',
    accountManagerId: admin.user.id,
  });
  const advertiser = await seedPartner(db, tenant, { kind: 'advertiser', ...mine });
  const otherAdvertiser = await seedPartner(db, tenant, { kind: 'advertiser' });
  const get = async (url: string, headers = employee.headers) => app.inject({ method: 'GET', url, headers });
  return { db, admin, tenant, employee, publisher, otherPublisher, advertiser, otherAdvertiser, get };
}

const idsOf = (body: { data: Array<{ id: string }> }) => body.data.map((row) => row.id).sort();

describe('a managed data scope', () => {
  test('partner lists and details show only their partners; the admin sees all', async () => {
    const w = await scopedWorld();
    const publishers = (await w.get('/api/v1/publishers')).json();
    expect(idsOf(publishers)).toEqual([w.publisher.partner.id]);
    expect(publishers.meta.total).toBe(1);
    expect(idsOf((await w.get('/api/v1/advertisers')).json())).toEqual([w.advertiser.partner.id]);
    expect((await w.get(`/api/v1/publishers/${w.publisher.partner.id}`)).statusCode).toBe(200);
    expect((await w.get(`/api/v1/publishers/${w.otherPublisher.partner.id}`)).statusCode).toBe(404);
    expect((await w.get(`/api/v1/advertisers/${w.otherAdvertiser.partner.id}`)).statusCode).toBe(404);
    const all = (await w.get('/api/v1/publishers', w.admin.headers)).json();
    expect(all.meta.total).toBe(2);
  });

  test("others' partners cannot be edited, re-keyed or have their status changed", async () => {
    const w = await scopedWorld();
    const { app } = ctx.current;
    const headers = w.employee.headers;
    const other = w.otherPublisher.partner.id;
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/v1/publishers/${other}`,
      headers,
      payload: partnerBody('publisher'),
    });
    expect(edit.statusCode).toBe(404);
    const status = await app.inject({
      method: 'POST',
      url: '/api/v1/publishers/status',
      headers,
      payload: { ids: [w.publisher.partner.id, other], action: 'block', reason: 'x' },
    });
    expect(status.statusCode).toBe(404);
    const rotate = await app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${w.otherAdvertiser.partner.id}/conversion-token`,
      headers,
    });
    expect(rotate.statusCode).toBe(404);
    const [kept] = await w.db.select().from(partners).where(eq(partners.id, other));
    expect(kept?.company).toBe(w.otherPublisher.partner.company);
  });

  test('a partner they add without choosing a manager is theirs', async () => {
    const w = await scopedWorld();
    const created = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/publishers',
      headers: w.employee.headers,
      payload: partnerBody('publisher'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.accountManager.id).toBe(w.employee.user.id);
    expect((await w.get('/api/v1/publishers')).json().meta.total).toBe(2);
  });

  test('offer access lists only their publishers; deciding on others is refused', async () => {
    const w = await scopedWorld();
    const { offer } = await seedOffer(w.db, w.tenant, { advertiserId: w.advertiser.partner.id });
    const own = await seedOfferAccess(w.db, w.tenant, {
      offerId: offer.id,
      publisherId: w.publisher.partner.id,
      status: 'pending',
    });
    const foreign = await seedOfferAccess(w.db, w.tenant, {
      offerId: offer.id,
      publisherId: w.otherPublisher.partner.id,
      status: 'pending',
    });
    expect(idsOf((await w.get('/api/v1/offer-access')).json())).toEqual([own.id]);
    expect((await w.get('/api/v1/offer-access', w.admin.headers)).json().meta.total).toBe(2);
    const decide = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/offer-access/status',
      headers: w.employee.headers,
      payload: { ids: [foreign.id], action: 'approve' },
    });
    expect(decide.statusCode).toBe(404);
    const grant = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/offer-access',
      headers: w.employee.headers,
      payload: { offerId: offer.id, publisherIds: [w.otherPublisher.partner.id], status: 'approved' },
    });
    expect(grant.statusCode).toBe(404);
  });

  test("publisher postbacks: their publishers' only, and none added for another's", async () => {
    const w = await scopedWorld();
    const own = await seedPublisherPostback(w.db, w.tenant, {
      publisherId: w.publisher.partner.id,
      statuses: ['approved'],
    });
    const foreign = await seedPublisherPostback(w.db, w.tenant, {
      publisherId: w.otherPublisher.partner.id,
      statuses: ['approved'],
    });
    expect(idsOf((await w.get('/api/v1/publisher-postbacks')).json())).toEqual([own.id]);
    expect((await w.get(`/api/v1/publisher-postbacks/${foreign.id}`)).statusCode).toBe(404);
    expect((await w.get('/api/v1/publisher-postbacks', w.admin.headers)).json().meta.total).toBe(2);
    const add = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/publisher-postbacks',
      headers: w.employee.headers,
      payload: {
        publisherId: w.otherPublisher.partner.id,
        statuses: ['approved'],
        method: 'GET',
        url: 'https://publisher.example/cb?click={click_id}',
      },
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().errors).toHaveProperty('publisherId');
    const moved = await ctx.current.app.inject({
      method: 'PUT',
      url: `/api/v1/publisher-postbacks/${own.id}`,
      headers: w.employee.headers,
      payload: {
        publisherId: w.otherPublisher.partner.id,
        statuses: ['approved'],
        method: 'GET',
        url: 'https://publisher.example/cb?click={click_id}',
      },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toHaveProperty('publisherId');
    const [stored] = await w.db.select().from(publisherPostbacks).where(eq(publisherPostbacks.id, own.id));
    expect(stored?.publisherId).toBe(w.publisher.partner.id);
  });

  test("the postback form's offer list: for their publishers only; another's is not found", async () => {
    const w = await scopedWorld();
    const { offer } = await seedOffer(w.db, w.tenant, { advertiserId: w.otherAdvertiser.partner.id });
    const targets = (publisherId: string, headers = w.employee.headers) =>
      w.get(`/api/v1/publisher-postbacks/targets?publisherId=${publisherId}`, headers);
    const own = await targets(w.publisher.partner.id);
    expect(own.statusCode, own.body).toBe(200);
    expect(idsOf({ data: own.json().data.offers })).toEqual([offer.id]);
    const other = await targets(w.otherPublisher.partner.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Publisher not found.');
    expect(JSON.stringify(other.json())).not.toContain(offer.id);
    const forAdmin = await targets(w.otherPublisher.partner.id, w.admin.headers);
    expect(idsOf({ data: forAdmin.json().data.offers })).toEqual([offer.id]);
  });

  test('the advertiser postback log: calls about their advertisers only', async () => {
    const w = await scopedWorld();
    const row = (advertiserId: string) => ({
      tenantId: w.tenant.id,
      channel: 'postback' as const,
      method: 'GET',
      isHttps: true,
      params: {},
      advertiserId,
      result: 'accepted',
      httpStatus: 200,
    });
    const [own] = await w.db.insert(advertiserPostbackLogs).values(row(w.advertiser.partner.id)).returning();
    await w.db.insert(advertiserPostbackLogs).values(row(w.otherAdvertiser.partner.id));
    const employee = await ctx.current.app.inject({
      method: 'GET',
      url: '/api/v1/advertiser-postback-logs',
      headers: { ...w.employee.headers },
    });
    expect(idsOf(employee.json())).toEqual([own?.id]);
    expect((await w.get('/api/v1/advertiser-postback-logs', w.admin.headers)).json().meta.total).toBe(2);
  });

  test("switching the role to all partners widens the employee's next request", async () => {
    const w = await scopedWorld();
    expect((await w.get('/api/v1/publishers')).json().meta.total).toBe(1);
    await w.db
      .update(employeeRoles)
      .set({ dataScope: 'all' })
      .where(eq(employeeRoles.id, String(w.employee.user.employeeRoleId)));
    expect((await w.get('/api/v1/publishers')).json().meta.total).toBe(2);
  });
});
