import type { OfferChange } from '@affnet/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerEvents, offerScheduledChanges, offerStatusChanges, offers } from '../../src/db/schema/index';
import { applyDueOfferChanges, SCHEDULER_BATCH } from '../../src/modules/offers/index';
import { seedPartner, seedTenant } from '../helpers/factories';
import { type SeedOfferOptions, seedOffer } from '../helpers/offers';
import { useTestApp } from '../helpers/test-app';
import { offerOfNewTenant } from './offer-api';

const ctx = useTestApp();

/*
 * The scheduler is called directly with a chosen `now`. Every time here lies in the year 2000,
 * long before anything other test files schedule (they must use future times), so a run never
 * touches another file's rows, even on a shared PostgreSQL database. Each test applies all it
 * seeds before it ends, so the next test's run starts clean.
 */
const at = (time: string) => new Date(`2000-${time}Z`);

async function offerWith(options: Partial<SeedOfferOptions> = {}) {
  const { db } = ctx.current.handle;
  const tenant = await seedTenant(db);
  const advertiser = await seedPartner(db, tenant, { kind: 'advertiser' });
  const seeded = await seedOffer(db, tenant, {
    advertiserId: advertiser.partner.id,
    events: [
      { key: 'conversion', isBase: true },
      { key: 'deposit', payoutType: 'cps', payoutAmount: null, payoutPercent: '5.00' },
    ],
    ...options,
  });
  return { tenant, ...seeded };
}

type ChangeValues = Omit<typeof offerScheduledChanges.$inferInsert, 'tenantId' | 'offerId'>;

async function schedule(seeded: Awaited<ReturnType<typeof offerWith>>, values: ChangeValues) {
  const [row] = await ctx.current.handle.db
    .insert(offerScheduledChanges)
    .values({ tenantId: seeded.tenant.id, offerId: seeded.offer.id, ...values })
    .returning();
  if (!row) throw new Error('no change row');
  return row;
}

async function changeRow(id: string) {
  const [row] = await ctx.current.handle.db
    .select()
    .from(offerScheduledChanges)
    .where(eq(offerScheduledChanges.id, id));
  return row;
}

async function offerRow(id: string) {
  const [row] = await ctx.current.handle.db.select().from(offers).where(eq(offers.id, id));
  return row;
}

async function eventRow(id: string) {
  const [row] = await ctx.current.handle.db.select().from(offerEvents).where(eq(offerEvents.id, id));
  return row;
}

/** The offer's status history rows, oldest first, as (from, to, cause, when). */
async function historyOf(offerId: string) {
  const rows = await ctx.current.handle.db
    .select()
    .from(offerStatusChanges)
    .where(eq(offerStatusChanges.offerId, offerId))
    .orderBy(offerStatusChanges.changedAt);
  return rows.map((row) => ({
    from: row.fromStatus,
    to: row.toStatus,
    cause: row.cause,
    at: row.changedAt,
    by: row.changedBy,
  }));
}

describe('applyDueOfferChanges', () => {
  test('a status change applies at its time, not a moment before, and only once', async () => {
    const { db } = ctx.current.handle;
    const seeded = await offerWith({ status: 'draft' });
    const change = await schedule(seeded, { runAt: at('01-10T09:00:00'), kind: 'status', status: 'active' });

    expect(await applyDueOfferChanges(db, at('01-10T08:59:59.999'))).toEqual({
      applied: 0,
      failed: 0,
      expired: 0,
    });
    expect((await offerRow(seeded.offer.id))?.status).toBe('draft');
    expect((await changeRow(change.id))?.state).toBe('pending');

    expect(await applyDueOfferChanges(db, at('01-10T09:00:00'))).toEqual({
      applied: 1,
      failed: 0,
      expired: 0,
    });
    expect((await offerRow(seeded.offer.id))?.status).toBe('active');
    expect(await changeRow(change.id)).toMatchObject({
      state: 'applied',
      appliedAt: at('01-10T09:00:00'),
      error: null,
    });
    expect(await applyDueOfferChanges(db, at('01-11T00:00:00'))).toEqual({
      applied: 0,
      failed: 0,
      expired: 0,
    });
  });

  test('a status the scheduler changes is in the status history as a scheduled change; one that changes nothing is not', async () => {
    const { db } = ctx.current.handle;
    const seeded = await offerWith({ status: 'draft' });
    const unmoved = await offerWith({ status: 'paused' });
    await schedule(seeded, { runAt: at('01-20T09:00:00'), kind: 'status', status: 'active' });
    await schedule(seeded, { runAt: at('01-21T09:00:00'), kind: 'status', status: 'active' });
    await schedule(seeded, { runAt: at('01-22T09:00:00'), kind: 'status', status: 'paused' });
    await schedule(unmoved, { runAt: at('01-20T09:00:00'), kind: 'status', status: 'paused' });
    await applyDueOfferChanges(db, at('01-20T09:00:00'));
    await applyDueOfferChanges(db, at('01-21T09:00:00'));
    await applyDueOfferChanges(db, at('01-22T09:00:00'));
    expect(await historyOf(seeded.offer.id)).toEqual([
      { from: 'draft', to: 'active', cause: 'schedule', at: at('01-20T09:00:00'), by: null },
      { from: 'active', to: 'paused', cause: 'schedule', at: at('01-22T09:00:00'), by: null },
    ]);
    expect(await historyOf(unmoved.offer.id)).toEqual([]);
  });

  test('staff read the scheduler’s changes in the offer’s status history', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db, { status: 'active' });
    await handle.db.insert(offerScheduledChanges).values({
      tenantId: staff.tenant.id,
      offerId: offer.id,
      runAt: at('01-23T09:00:00'),
      kind: 'status',
      status: 'paused',
    });
    await applyDueOfferChanges(handle.db, at('01-23T09:00:00'));
    const history = await app.inject({
      url: `/api/v1/offers/${offer.id}/status-changes`,
      headers: staff.headers,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().data).toEqual([
      expect.objectContaining({
        fromStatus: 'active',
        toStatus: 'paused',
        cause: 'schedule',
        changedBy: null,
        cap: null,
        changedAt: '2000-01-23T09:00:00.000Z',
      }),
    ]);
  });

  test('changes applied in one run are one history row, from the status before to the status after', async () => {
    const { db } = ctx.current.handle;
    const seeded = await offerWith({ status: 'draft' });
    await schedule(seeded, { runAt: at('01-25T09:00:00'), kind: 'status', status: 'active' });
    await schedule(seeded, { runAt: at('01-25T10:00:00'), kind: 'status', status: 'paused' });
    await applyDueOfferChanges(db, at('01-26T00:00:00'));
    expect(await historyOf(seeded.offer.id)).toEqual([
      { from: 'draft', to: 'paused', cause: 'schedule', at: at('01-26T00:00:00'), by: null },
    ]);
  });

  test('staff read the scheduler’s changes in the change history, one version a run; a run that changed nothing adds none', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await offerOfNewTenant(app, handle.db, { status: 'active' });
    const [base] = offer.events;
    const due = { tenantId: staff.tenant.id, offerId: offer.id, runAt: at('01-24T09:00:00') };
    await handle.db.insert(offerScheduledChanges).values([
      { ...due, kind: 'payout', eventId: base?.id, payoutType: 'cpa', payoutAmount: '6.00' },
      { ...due, kind: 'status', status: 'paused' },
    ]);
    await applyDueOfferChanges(handle.db, at('01-24T09:00:00'));
    // Only a change that fails: the offer is claimed, nothing moves, no version.
    await handle.db
      .insert(offerScheduledChanges)
      .values({ ...due, runAt: at('01-25T09:00:00'), kind: 'payout' });
    expect(await applyDueOfferChanges(handle.db, at('01-25T09:00:00'))).toMatchObject({ failed: 1 });

    const answer = await app.inject({
      method: 'GET',
      url: `/api/v1/offers/${offer.id}/versions`,
      headers: staff.headers,
    });
    const [scheduled, created] = answer.json().data;
    expect(created).toMatchObject({ version: 1, part: 'created' });
    expect(scheduled).toMatchObject({
      version: 2,
      part: 'scheduled',
      changedBy: null,
      changedAt: at('01-24T09:00:00').toISOString(),
    });
    expect(scheduled.changes.map(({ path, before, after }: OfferChange) => [path, before, after])).toEqual([
      ['status', 'active', 'paused'],
      ['payouts.payoutAmount', '4.50', '6.00'],
    ]);
  });

  test('payout changes set the payout and/or revenue with only the parts their type uses', async () => {
    const { db } = ctx.current.handle;
    const seeded = await offerWith();
    const [base, deposit] = seeded.events;
    await schedule(seeded, {
      runAt: at('02-01T00:00:00'),
      kind: 'payout',
      eventId: deposit?.id,
      payoutType: 'cpa',
      payoutAmount: '12.00',
      payoutPercent: '3.00',
    });
    await schedule(seeded, {
      runAt: at('02-02T00:00:00'),
      kind: 'payout',
      eventId: base?.id,
      revenueType: 'cps',
      revenuePercent: '20.00',
    });
    expect(await applyDueOfferChanges(db, at('02-03T00:00:00'))).toMatchObject({ applied: 2, failed: 0 });
    expect(await eventRow(deposit?.id ?? '')).toMatchObject({
      payoutType: 'cpa',
      payoutAmount: '12.00',
      payoutPercent: null,
      // Revenue untouched.
      revenueType: 'cpa',
      revenueAmount: '8.00',
    });
    expect(await eventRow(base?.id ?? '')).toMatchObject({
      payoutType: 'cpa',
      payoutAmount: '5.00',
      revenueType: 'cps',
      revenueAmount: null,
      revenuePercent: '20.00',
    });
  });

  test('changes due together apply oldest first, so the latest wins', async () => {
    const { db } = ctx.current.handle;
    const seeded = await offerWith({ status: 'active' });
    await schedule(seeded, { runAt: at('03-01T10:00:00'), kind: 'status', status: 'archived' });
    await schedule(seeded, { runAt: at('03-01T09:00:00'), kind: 'status', status: 'paused' });
    await applyDueOfferChanges(db, at('03-02T00:00:00'));
    expect((await offerRow(seeded.offer.id))?.status).toBe('archived');
  });

  test('a change that cannot apply is recorded as failed with the reason; the others still apply', async () => {
    const { db } = ctx.current.handle;
    const seeded = await offerWith({ status: 'paused' });
    const orphan = await schedule(seeded, {
      runAt: at('04-01T00:00:00'),
      kind: 'payout',
      eventId: null,
      payoutType: 'cpa',
      payoutAmount: '1.00',
    });
    const fine = await schedule(seeded, { runAt: at('04-01T00:00:00'), kind: 'status', status: 'active' });
    expect(await applyDueOfferChanges(db, at('04-01T00:00:00'))).toMatchObject({ applied: 1, failed: 1 });
    expect(await changeRow(orphan.id)).toMatchObject({
      state: 'failed',
      appliedAt: at('04-01T00:00:00'),
      error: 'The event of this change was removed from the offer',
    });
    expect((await changeRow(fine.id))?.state).toBe('applied');
    expect((await offerRow(seeded.offer.id))?.status).toBe('active');
  });

  test('active offers whose live window has ended expire; paused ones and open windows are left', async () => {
    const { db } = ctx.current.handle;
    const ended = await offerWith({ status: 'active', liveUntil: at('05-01T00:00:00') });
    const later = await offerWith({ status: 'active', liveUntil: at('05-01T00:00:01') });
    const paused = await offerWith({ status: 'paused', liveUntil: at('04-01T00:00:00') });
    const open = await offerWith({ status: 'active' });
    const run = await applyDueOfferChanges(db, at('05-01T00:00:00'));
    expect(run.expired).toBeGreaterThanOrEqual(1);
    expect((await offerRow(ended.offer.id))?.status).toBe('expired');
    expect((await offerRow(later.offer.id))?.status).toBe('active');
    expect((await offerRow(paused.offer.id))?.status).toBe('paused');
    expect((await offerRow(open.offer.id))?.status).toBe('active');
    await applyDueOfferChanges(db, at('05-01T00:00:01'));
    expect((await offerRow(later.offer.id))?.status).toBe('expired');
    expect(await historyOf(ended.offer.id)).toEqual([
      { from: 'active', to: 'expired', cause: 'live_window', at: at('05-01T00:00:00'), by: null },
    ]);
    expect(await historyOf(paused.offer.id)).toEqual([]);
    // Expired once: a later run finds it no longer active and adds no second row.
    await applyDueOfferChanges(db, at('05-02T00:00:00'));
    expect(await historyOf(later.offer.id)).toHaveLength(1);
  });

  test('two runs at once apply each change exactly once and in order (the offer is claimed)', async () => {
    const { db } = ctx.current.handle;
    const seeded = await offerWith({ status: 'draft' });
    const count = 130;
    // Only the last change archives, so an older one applied after it would show.
    const statusAt = (index: number) =>
      index === count - 1
        ? ('archived' as const)
        : index % 2 === 0
          ? ('paused' as const)
          : ('active' as const);
    await ctx.current.handle.db.insert(offerScheduledChanges).values(
      Array.from({ length: count }, (_, index) => ({
        tenantId: seeded.tenant.id,
        offerId: seeded.offer.id,
        runAt: new Date(at('06-01T00:00:00').getTime() + index * 1000),
        kind: 'status' as const,
        status: statusAt(index),
      })),
    );
    const runs = await Promise.all([
      applyDueOfferChanges(db, at('06-02T00:00:00')),
      applyDueOfferChanges(db, at('06-02T00:00:00')),
    ]);
    expect(runs.reduce((sum, run) => sum + run.applied, 0)).toBe(count);
    const rows = await db
      .select()
      .from(offerScheduledChanges)
      .where(eq(offerScheduledChanges.offerId, seeded.offer.id));
    expect(rows).toHaveLength(count);
    expect(rows.every((row) => row.state === 'applied' && row.appliedAt !== null)).toBe(true);
    expect((await offerRow(seeded.offer.id))?.status).toBe('archived');
    // Each run that claimed the offer adds at most one row, and the rows chain from draft to archived.
    const history = await historyOf(seeded.offer.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ from: 'draft', to: 'archived', cause: 'schedule' });
  });

  test('offers are claimed in batches: more than a batch of offers with changes all apply', async () => {
    const { db } = ctx.current.handle;
    const first = await offerWith({ status: 'draft' });
    const advertiser = await seedPartner(db, first.tenant, { kind: 'advertiser' });
    const extra = [];
    for (let index = 0; index < SCHEDULER_BATCH; index += 1) {
      extra.push(await seedOffer(db, first.tenant, { advertiserId: advertiser.partner.id, status: 'draft' }));
    }
    const offerIds = [first.offer.id, ...extra.map((seeded) => seeded.offer.id)];
    await db.insert(offerScheduledChanges).values(
      offerIds.map((offerId) => ({
        tenantId: first.tenant.id,
        offerId,
        runAt: at('07-01T00:00:00'),
        kind: 'status' as const,
        status: 'paused' as const,
      })),
    );
    const run = await applyDueOfferChanges(db, at('07-02T00:00:00'));
    expect(run.applied).toBe(offerIds.length);
    const statuses = await db
      .select({ status: offers.status })
      .from(offers)
      .where(inArray(offers.id, offerIds));
    expect(statuses.every((row) => row.status === 'paused')).toBe(true);
  });
});
