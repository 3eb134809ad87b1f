import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { conversionStatusChanges, partners, postbackDeliveries } from '../../src/db/schema/index';
import { type CallerSetup, STAFF_ONLY, statusesByCaller } from '../helpers/callers';
import { seedClick, seedPublisherPostback } from '../helpers/clicks';
import { seedPartner } from '../helpers/factories';
import { listenOnLoopback } from '../helpers/http';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { bodyOf, conversionWorld, expectRollupsMatchRows } from './conversion-world';

/*
 * Conversion statuses after intake: the staff API, its audit, the rollups (which must always
 * equal the conversion rows) and the publisher postbacks each status queues.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

/** A world with `count` approved conversions, each on its own click; answers their ids. */
async function convertedWorld(count = 2) {
  const w = await conversionWorld({ app: ctx.current.app, db, baseUrl });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const click =
      i === 0 ? w.click : await seedClick(db, w.tenant, { offer: w.offer, publisher: w.publisher });
    const answer = await w.postback({ click_id: click.id, amount: '100', txn_id: `T-${i}` });
    ids.push(String(bodyOf(answer).conversionId));
  }
  return { ...w, ids };
}

describe('PATCH /conversions/:id/status', () => {
  test('changes the status with a reason, audits it and moves the rollups', async () => {
    const w = await convertedWorld(2);
    const rowsBefore = await expectRollupsMatchRows(db, w);
    expect(rowsBefore).toMatchObject({ approved: 2, approved_payout: '10.00', approved_sale: '200.00' });
    const { user, headers } = await signedIn(ctx.current.app, db, w.tenant);
    const answer = await ctx.current.app.inject({
      method: 'PATCH',
      url: `/api/v1/conversions/${w.ids[0]}/status`,
      headers,
      payload: { status: 'rejected', reason: 'Chargeback' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { updated: 1 } });
    const after = await expectRollupsMatchRows(db, w);
    expect(after).toMatchObject({ approved: 1, rejected: 1, approved_payout: '5.00' });
    const audit = await db
      .select()
      .from(conversionStatusChanges)
      .where(eq(conversionStatusChanges.conversionId, w.ids[0] ?? ''));
    expect(audit).toEqual([
      expect.objectContaining({
        fromStatus: 'approved',
        toStatus: 'rejected',
        reason: 'Chargeback',
        changedBy: user.id,
        tenantId: w.tenant.id,
      }),
    ]);
    const [row] = (await w.conversionsOf()).filter((conversion) => conversion.id === w.ids[0]);
    expect(row).toMatchObject({ status: 'rejected', statusReason: 'Chargeback' });
  });

  test('rejecting needs a reason; the same status again changes nothing', async () => {
    const w = await convertedWorld(1);
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const url = `/api/v1/conversions/${w.ids[0]}/status`;
    const missing = await ctx.current.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { status: 'rejected' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toBeDefined();
    const same = await ctx.current.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { status: 'approved' },
    });
    expect(same.json()).toEqual({ data: { updated: 0 } });
    expect(
      await db
        .select()
        .from(conversionStatusChanges)
        .where(eq(conversionStatusChanges.tenantId, w.tenant.id)),
    ).toEqual([]);
    await expectRollupsMatchRows(db, w);
  });

  test('another tenant’s conversion is not found, and stays as it was', async () => {
    const w = await convertedWorld(1);
    const other = await conversionWorld({ app: ctx.current.app, db, baseUrl });
    const { headers } = await signedIn(ctx.current.app, db, other.tenant);
    const answer = await ctx.current.app.inject({
      method: 'PATCH',
      url: `/api/v1/conversions/${w.ids[0]}/status`,
      headers,
      payload: { status: 'pending' },
    });
    expect(answer.statusCode).toBe(404);
    const bulk = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/conversions/status',
      headers,
      payload: { ids: w.ids, status: 'pending' },
    });
    expect(bulk.statusCode).toBe(404);
    expect((await w.conversionsOf()).map((row) => row.status)).toEqual(['approved']);
  });

  test('a bulk change is all or nothing: one id not found and none changes', async () => {
    const w = await convertedWorld(2);
    const other = await convertedWorld(1);
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const answer = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/conversions/status',
      headers,
      payload: { ids: [...w.ids, ...other.ids], status: 'rejected', reason: 'Chargeback' },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('1 of the 3 chosen conversions were not found; nothing was changed.');
    expect((await w.conversionsOf()).map((row) => row.status)).toEqual(['approved', 'approved']);
    expect(
      await db
        .select()
        .from(conversionStatusChanges)
        .where(eq(conversionStatusChanges.tenantId, w.tenant.id)),
    ).toEqual([]);
    await expectRollupsMatchRows(db, w);
  });

  test('who may change statuses: admins and employees with conversions.write', async () => {
    const w = await convertedWorld(1);
    const setups: Array<Omit<CallerSetup, 'snapshot'>> = [
      {
        permission: 'conversions.write',
        expected: STAFF_ONLY(200),
        request: async () => ({
          method: 'PATCH',
          url: `/api/v1/conversions/${w.ids[0]}/status`,
          payload: { status: 'pending' },
        }),
      },
      {
        permission: 'conversions.write',
        expected: STAFF_ONLY(200),
        request: async () => ({
          method: 'POST',
          url: '/api/v1/conversions/status',
          payload: { ids: w.ids, status: 'approved' },
        }),
      },
    ];
    for (const setup of setups) {
      const { statuses, before, afterRefused } = await statusesByCaller(ctx.current.app, db, w.tenant, {
        ...setup,
        snapshot: () => w.conversionsOf(),
      });
      expect(statuses).toEqual(setup.expected);
      expect(afterRefused).toEqual(before);
    }
  });
});

describe('POST /conversions/status', () => {
  test('moves many at once in one transaction, each audited, rollups equal to the rows', async () => {
    const w = await convertedWorld(3);
    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    const answer = await ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/conversions/status',
      headers,
      payload: { ids: w.ids.slice(0, 2), status: 'pending', reason: 'Under review' },
    });
    expect(answer.json()).toEqual({ data: { updated: 2 } });
    expect(await expectRollupsMatchRows(db, w)).toMatchObject({
      approved: 1,
      pending: 2,
      pending_payout: '10.00',
    });
    const audit = await db
      .select()
      .from(conversionStatusChanges)
      .where(eq(conversionStatusChanges.tenantId, w.tenant.id));
    expect(audit).toHaveLength(2);
  });
});

describe('publisher postbacks queued', () => {
  test('only matching active postbacks of the publisher, filled; a status change queues its subscribers', async () => {
    const w = await conversionWorld(
      { app: ctx.current.app, db, baseUrl },
      {
        offer: { events: [{ key: 'conversion', isBase: true }, { key: 'upsell' }] },
      },
    );
    const { offer: otherOffer } = await seedOffer(db, w.tenant, { advertiserId: w.advertiser.id });
    const { partner: otherPublisher } = await seedPartner(db, w.tenant, { kind: 'publisher' });
    const base = { publisherId: w.publisher.id };
    const global = await seedPublisherPostback(db, w.tenant, { ...base, statuses: ['approved'] });
    const forOffer = await seedPublisherPostback(db, w.tenant, {
      ...base,
      offerId: w.offer.id,
      eventKey: 'conversion',
      statuses: ['approved', 'rejected'],
      method: 'POST',
      url: 'https://publisher.example/post',
      body: '{"id":"{conversion_id}","name":"{offer_name}","s1":"{sub1}"}',
    });
    const onRejection = await seedPublisherPostback(db, w.tenant, { ...base, statuses: ['rejected'] });
    await seedPublisherPostback(db, w.tenant, { ...base, offerId: otherOffer.id });
    await seedPublisherPostback(db, w.tenant, { ...base, eventKey: 'upsell' });
    await seedPublisherPostback(db, w.tenant, { ...base, isActive: false });
    await seedPublisherPostback(db, w.tenant, { publisherId: otherPublisher.id });

    const conversionId = String(bodyOf(await w.postback({ txn_id: 'Q-1' })).conversionId);
    const deliveries = () =>
      db.select().from(postbackDeliveries).where(eq(postbackDeliveries.tenantId, w.tenant.id));
    const queued = await deliveries();
    expect(queued.map((row) => row.postbackId).sort()).toEqual([global.id, forOffer.id].sort());
    const get = queued.find((row) => row.postbackId === global.id);
    expect(get).toMatchObject({
      state: 'pending',
      method: 'GET',
      conversionId,
      conversionStatus: 'approved',
      url: `https://publisher.example/cb?click=${w.click.id}&payout=5.00&status=approved&s1=campaign-7`,
    });
    const post = queued.find((row) => row.postbackId === forOffer.id);
    expect(JSON.parse(post?.body ?? '')).toEqual({ id: conversionId, name: w.offer.name, s1: 'campaign-7' });

    const { headers } = await signedIn(ctx.current.app, db, w.tenant);
    await ctx.current.app.inject({
      method: 'PATCH',
      url: `/api/v1/conversions/${conversionId}/status`,
      headers,
      payload: { status: 'rejected', reason: 'Fraud' },
    });
    const afterChange = (await deliveries()).filter((row) => row.conversionStatus === 'rejected');
    expect(afterChange.map((row) => row.postbackId).sort()).toEqual([forOffer.id, onRejection.id].sort());
  });
});

describe('an employee’s data scope (docs/team.md)', () => {
  /**
   * Two conversions of one offer: one by a publisher the managed employee manages, one by
   * another publisher; the advertiser is nobody's, so only the publisher puts a conversion in scope.
   */
  async function scopedConversions() {
    const w = await convertedWorld(1);
    const { partner: otherPublisher } = await seedPartner(db, w.tenant, { kind: 'publisher' });
    const otherClick = await seedClick(db, w.tenant, { offer: w.offer, publisher: otherPublisher });
    const theirs = String(
      bodyOf(await w.postback({ click_id: otherClick.id, txn_id: 'OTHER' })).conversionId,
    );
    const employee = (dataScope: 'managed' | 'all') =>
      signedIn(ctx.current.app, db, w.tenant, {
        role: 'employee',
        permissions: ['conversions.write'],
        dataScope,
      });
    const managed = await employee('managed');
    await db
      .update(partners)
      .set({ accountManagerId: managed.user.id })
      .where(eq(partners.id, w.publisher.id));
    const statusOf = async (id: string) =>
      (await w.conversionsOf()).find((conversion) => conversion.id === id)?.status;
    return { w, mine: w.ids[0] ?? '', theirs, managed, employee, statusOf };
  }

  const patch = (headers: Record<string, string>, id: string, status: string) =>
    ctx.current.app.inject({
      method: 'PATCH',
      url: `/api/v1/conversions/${id}/status`,
      headers,
      payload: { status },
    });
  const bulk = (headers: Record<string, string>, ids: string[], status: string) =>
    ctx.current.app.inject({
      method: 'POST',
      url: '/api/v1/conversions/status',
      headers,
      payload: { ids, status },
    });

  test('a managed employee changes their publisher’s conversion and is refused another’s (404, nothing changed)', async () => {
    const { w, mine, theirs, managed, statusOf } = await scopedConversions();
    const own = await patch(managed.headers, mine, 'pending');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ data: { updated: 1 } });
    expect(await statusOf(mine)).toBe('pending');

    const other = await patch(managed.headers, theirs, 'pending');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Conversion not found.');
    expect(await statusOf(theirs)).toBe('approved');
    const audited = await db
      .select()
      .from(conversionStatusChanges)
      .where(eq(conversionStatusChanges.conversionId, theirs));
    expect(audited).toEqual([]);
    await expectRollupsMatchRows(db, w);
  });

  test('a managed employee’s bulk change with one conversion out of scope answers 404 and changes none', async () => {
    const { w, mine, theirs, managed, statusOf } = await scopedConversions();
    const answer = await bulk(managed.headers, [mine, theirs], 'pending');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('1 of the 2 chosen conversions were not found; nothing was changed.');
    expect([await statusOf(mine), await statusOf(theirs)]).toEqual(['approved', 'approved']);
    expect(
      await db
        .select()
        .from(conversionStatusChanges)
        .where(eq(conversionStatusChanges.tenantId, w.tenant.id)),
    ).toEqual([]);
    const own = await bulk(managed.headers, [mine], 'pending');
    expect(own.json()).toEqual({ data: { updated: 1 } });
  });

  test('a conversion on an offer of an advertiser they manage is theirs too, whoever the publisher', async () => {
    const { w, theirs, managed, statusOf } = await scopedConversions();
    await db
      .update(partners)
      .set({ accountManagerId: managed.user.id })
      .where(eq(partners.id, w.advertiser.id));
    const answer = await patch(managed.headers, theirs, 'pending');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await statusOf(theirs)).toBe('pending');
  });

  test('an employee whose scope is all partners changes both, one by one and in bulk', async () => {
    const { mine, theirs, employee, statusOf } = await scopedConversions();
    const everyone = await employee('all');
    expect((await patch(everyone.headers, theirs, 'pending')).statusCode).toBe(200);
    expect(await statusOf(theirs)).toBe('pending');
    const both = await bulk(everyone.headers, [mine, theirs], 'pending');
    expect(both.json()).toEqual({ data: { updated: 1 } });
    expect([await statusOf(mine), await statusOf(theirs)]).toEqual(['pending', 'pending']);
  });
});
