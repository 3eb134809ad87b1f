import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../src/db/client';
import { conversionStatusChanges, conversions, postbackDeliveries } from '../../src/db/schema/index';
import { decideDueConversions } from '../../src/modules/conversions/index';
import { seedClick, seedPublisherPostback } from '../helpers/clicks';
import { eventStoreOf } from '../helpers/events';
import { listenOnLoopback } from '../helpers/http';
import { seedOffer } from '../helpers/offers';
import { signedIn } from '../helpers/partners';
import { useTestApp } from '../helpers/test-app';
import { bodyOf, type ConversionWorld, conversionWorld, expectRollupsMatchRows } from './conversion-world';

/*
 * The validation deadline (docs/money.md): pending conversions past their offer's deadline, or
 * their advertiser's, are approved or rejected by the job as a staff change would be. The job
 * reads every tenant, so these tests use deadlines of at most 3 days and run it at most 3 days
 * and a minute ahead: other files' pending conversions (with deadlines of 30 days or more, or
 * none) are never theirs to decide.
 */

const ctx = useTestApp();
let baseUrl: string;
let db: Database;

beforeAll(async () => {
  baseUrl = await listenOnLoopback(ctx.current.app);
  db = ctx.current.handle.db;
});

const DAY = 86_400_000;
const MINUTE = 60_000;
const deps = () => ({ db, events: eventStoreOf(db) });

/** A world whose advertiser has a deadline (or none), with `count` pending conversions. */
async function pendingWorld(
  advertiserDeadline: { validationDays: number; validationAction: 'approve' | 'reject' } | null,
  count = 1,
) {
  const w = await conversionWorld(
    { app: ctx.current.app, db, baseUrl },
    { advertiser: advertiserDeadline ?? {}, offer: { defaultConversionStatus: 'pending' } },
  );
  const ids = [];
  for (let i = 0; i < count; i++) ids.push(await convert(w, w.offer, i));
  return { ...w, ids };
}

/** A pending conversion on a fresh click of `offer`; answers its id. */
async function convert(w: ConversionWorld, offer: ConversionWorld['offer'], index: number) {
  const click = await seedClick(db, w.tenant, { offer, publisher: w.publisher });
  const answer = await w.postback({ click_id: click.id, amount: '40', txn_id: `V-${offer.ref}-${index}` });
  return String(bodyOf(answer).conversionId);
}

const statusesOf = async (ids: string[]) =>
  Object.fromEntries(
    (await db.select().from(conversions).where(inArray(conversions.id, ids))).map((row) => [
      row.id,
      row.status,
    ]),
  );

describe('decideDueConversions', () => {
  test('the advertiser’s deadline approves its pending conversions once it passes, audited, rollups moved', async () => {
    const w = await pendingWorld({ validationDays: 2, validationAction: 'approve' }, 2);
    const convertedBy = Date.now();
    await decideDueConversions(deps(), new Date(convertedBy + 2 * DAY - MINUTE));
    expect(Object.values(await statusesOf(w.ids))).toEqual(['pending', 'pending']);
    const at = new Date(convertedBy + 2 * DAY + MINUTE);
    const run = await decideDueConversions(deps(), at);
    expect(run.approved).toBeGreaterThanOrEqual(2);
    expect(Object.values(await statusesOf(w.ids))).toEqual(['approved', 'approved']);
    const [row] = await db
      .select()
      .from(conversions)
      .where(eq(conversions.id, w.ids[0] ?? ''));
    expect(row).toMatchObject({
      statusReason: 'Decided automatically: no decision within the 2-day validation deadline.',
      approvedAt: at,
    });
    const audit = await db
      .select()
      .from(conversionStatusChanges)
      .where(eq(conversionStatusChanges.tenantId, w.tenant.id));
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'approved',
      changedBy: null,
      changedAt: at,
    });
    expect(await expectRollupsMatchRows(db, w)).toMatchObject({
      approved: 2,
      pending: 0,
      approved_sale: '80.00',
    });
  });

  test('an offer’s own deadline wins over its advertiser’s; an offer without one takes the advertiser’s', async () => {
    const w = await pendingWorld({ validationDays: 3, validationAction: 'approve' });
    const { offer: strict } = await seedOffer(db, w.tenant, {
      advertiserId: w.advertiser.id,
      defaultConversionStatus: 'pending',
      validationDays: 1,
      validationAction: 'reject',
    });
    await w.syncState();
    const onStrict = await convert(w, strict, 0);
    const onDefault = w.ids[0] ?? '';
    const convertedBy = Date.now();
    await decideDueConversions(deps(), new Date(convertedBy + DAY + MINUTE));
    expect(await statusesOf([onStrict, onDefault])).toEqual({
      [onStrict]: 'rejected',
      [onDefault]: 'pending',
    });
    await decideDueConversions(deps(), new Date(convertedBy + 3 * DAY + MINUTE));
    expect(await statusesOf([onStrict, onDefault])).toEqual({
      [onStrict]: 'rejected',
      [onDefault]: 'approved',
    });
    await expectRollupsMatchRows(db, w);
  });

  test('no deadline leaves conversions pending; a decided one is never touched', async () => {
    const none = await pendingWorld(null);
    const decided = await pendingWorld({ validationDays: 1, validationAction: 'reject' });
    const { headers } = await signedIn(ctx.current.app, db, decided.tenant);
    const approved = await ctx.current.app.inject({
      method: 'PATCH',
      url: `/api/v1/conversions/${decided.ids[0]}/status`,
      headers,
      payload: { status: 'approved' },
    });
    expect(approved.statusCode).toBe(200);
    await decideDueConversions(deps(), new Date(Date.now() + 3 * DAY + MINUTE));
    expect(await statusesOf([...none.ids, ...decided.ids])).toEqual({
      [none.ids[0] ?? '']: 'pending',
      [decided.ids[0] ?? '']: 'approved',
    });
  });

  test('the publisher’s postback for the new status is queued, as for a staff change', async () => {
    const w = await pendingWorld({ validationDays: 1, validationAction: 'reject' });
    const onRejection = await seedPublisherPostback(db, w.tenant, {
      publisherId: w.publisher.id,
      statuses: ['rejected'],
    });
    await decideDueConversions(deps(), new Date(Date.now() + DAY + MINUTE));
    const queued = await db
      .select()
      .from(postbackDeliveries)
      .where(eq(postbackDeliveries.tenantId, w.tenant.id));
    expect(queued).toEqual([
      expect.objectContaining({
        postbackId: onRejection.id,
        conversionId: w.ids[0],
        conversionStatus: 'rejected',
      }),
    ]);
  });

  test('runs at the same moment decide each conversion once', async () => {
    const w = await pendingWorld({ validationDays: 1, validationAction: 'approve' }, 5);
    const at = new Date(Date.now() + DAY + MINUTE);
    await Promise.all([decideDueConversions(deps(), at), decideDueConversions(deps(), at)]);
    const audit = await db
      .select()
      .from(conversionStatusChanges)
      .where(eq(conversionStatusChanges.tenantId, w.tenant.id));
    expect(audit.map((row) => row.conversionId).sort()).toEqual([...w.ids].sort());
    await expectRollupsMatchRows(db, w);
  });
});
