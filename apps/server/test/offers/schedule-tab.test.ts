import type { Offer } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { offerScheduledChanges } from '../../src/db/schema/index';
import { seedPartner } from '../helpers/factories';
import { useTestApp } from '../helpers/test-app';
import { getOffer, offerOfNewTenant, putTab, type Staff, storedOffer } from './offer-api';

const ctx = useTestApp();

function newOffer() {
  return offerOfNewTenant(ctx.current.app, ctx.current.handle.db, {
    events: [
      { key: 'conversion', name: 'Conversion', isBase: true },
      { key: 'deposit', name: 'Deposit' },
    ],
  });
}

/** A change that already ran (applied or failed), written as the scheduler leaves it. */
async function seedHistory(staff: Staff, offer: Offer, state: 'applied' | 'failed') {
  const [row] = await ctx.current.handle.db
    .insert(offerScheduledChanges)
    .values({
      tenantId: staff.tenant.id,
      offerId: offer.id,
      runAt: new Date(state === 'applied' ? '2026-01-10T08:00:00Z' : '2026-01-11T08:00:00Z'),
      kind: 'status',
      status: 'paused',
      state,
      appliedAt: new Date('2026-01-11T08:00:05Z'),
      error: state === 'failed' ? 'The offer no longer exists' : null,
    })
    .returning();
  if (!row) throw new Error('no history row');
  return row;
}

const SCHEDULE = {
  timezone: 'Asia/Kolkata',
  liveFrom: '2031-01-01 09:00',
  liveUntil: '2031-06-30T18:30:00',
  dayPartingEnabled: true,
  dayPartingHours: [33, 32, 0],
  scheduledChanges: [
    { runAt: '2031-02-01 10:00', kind: 'status', status: 'paused' },
    {
      runAt: '2031-03-01 00:15',
      kind: 'payout',
      eventKey: 'deposit',
      payoutType: 'cps',
      payoutPercent: '4',
      payoutAmount: '1',
      revenueType: 'cpa',
      revenueAmount: '9',
    },
  ],
};

describe('PUT /offers/:id/schedule', () => {
  test('local times in the offer zone round-trip and are stored as their instants', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const response = await putTab(app, staff, offer.id, 'schedule', SCHEDULE);
    expect(response.statusCode).toBe(200);
    const saved: Offer = response.json().data;
    expect(saved).toMatchObject({
      timezone: 'Asia/Kolkata',
      liveFrom: '2031-01-01T09:00',
      liveUntil: '2031-06-30T18:30',
      dayPartingEnabled: true,
      dayPartingHours: [0, 32, 33],
    });
    expect(saved.scheduledChanges.map(({ id: _id, ...change }) => change)).toEqual([
      {
        runAt: '2031-02-01T10:00',
        kind: 'status',
        status: 'paused',
        eventKey: null,
        payoutType: null,
        payoutAmount: null,
        payoutPercent: null,
        revenueType: null,
        revenueAmount: null,
        revenuePercent: null,
        state: 'pending',
        appliedAt: null,
        error: null,
      },
      {
        runAt: '2031-03-01T00:15',
        kind: 'payout',
        status: null,
        eventKey: 'deposit',
        payoutType: 'cps',
        payoutAmount: null,
        payoutPercent: '4.00',
        revenueType: 'cpa',
        revenueAmount: '9.00',
        revenuePercent: null,
        state: 'pending',
        appliedAt: null,
        error: null,
      },
    ]);
    expect(await getOffer(app, staff, offer.id)).toEqual(saved);
    const stored = await storedOffer(handle.db, offer.id);
    // India is UTC+05:30 all year.
    expect(stored.offer?.liveFrom?.toISOString()).toBe('2031-01-01T03:30:00.000Z');
    expect(stored.offer?.liveUntil?.toISOString()).toBe('2031-06-30T13:00:00.000Z');
    expect(stored.changes.map((change) => change.runAt.toISOString()).sort()).toEqual([
      '2031-02-01T04:30:00.000Z',
      '2031-02-28T18:45:00.000Z',
    ]);

    // Edited changes keep their id; the one left out goes.
    const [statusChange] = saved.scheduledChanges;
    const edited: Offer = (
      await putTab(app, staff, offer.id, 'schedule', {
        ...SCHEDULE,
        scheduledChanges: [
          { id: statusChange?.id, runAt: '2031-02-02 10:00', kind: 'status', status: 'active' },
        ],
      })
    ).json().data;
    expect(edited.scheduledChanges).toEqual([
      { ...statusChange, runAt: '2031-02-02T10:00', status: 'active' },
    ]);
  });

  test('applied and failed changes are history: returned, kept, never changed by a save', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const applied = await seedHistory(staff, offer, 'applied');
    const failed = await seedHistory(staff, offer, 'failed');
    const current: Offer = await getOffer(app, staff, offer.id);
    expect(current.scheduledChanges.map((change) => [change.id, change.state, change.error])).toEqual([
      [applied.id, 'applied', null],
      [failed.id, 'failed', 'The offer no longer exists'],
    ]);
    // Sent back with other values (even in the past), or left out: both stay as they were.
    const sentBack = await putTab(app, staff, offer.id, 'schedule', {
      scheduledChanges: [{ id: applied.id, runAt: '2020-01-01 00:00', kind: 'status', status: 'archived' }],
    });
    expect(sentBack.statusCode).toBe(200);
    const leftOut = await putTab(app, staff, offer.id, 'schedule', { scheduledChanges: [] });
    expect(leftOut.statusCode).toBe(200);
    const rows = await handle.db
      .select()
      .from(offerScheduledChanges)
      .where(eq(offerScheduledChanges.offerId, offer.id))
      .orderBy(offerScheduledChanges.runAt);
    expect(rows).toEqual([applied, failed]);
  });

  test('a new change must be in the future; a pending one may stay where it is but not move into the past', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const [overdue] = await handle.db
      .insert(offerScheduledChanges)
      .values({
        tenantId: staff.tenant.id,
        offerId: offer.id,
        runAt: new Date(Date.now() - 60_000),
        kind: 'status',
        status: 'active',
      })
      .returning();
    const overdueLocal = (await getOffer(app, staff, offer.id)).scheduledChanges[0]?.runAt;
    const before = await storedOffer(handle.db, offer.id);
    const response = await putTab(app, staff, offer.id, 'schedule', {
      scheduledChanges: [
        { id: overdue?.id, runAt: '2021-01-01 00:00', kind: 'status', status: 'active' },
        { runAt: '2021-01-01 00:00', kind: 'status', status: 'paused' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'scheduledChanges.0.runAt': ['Choose a time in the future'],
      'scheduledChanges.1.runAt': ['Choose a time in the future'],
    });
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
    const unchanged = await putTab(app, staff, offer.id, 'schedule', {
      scheduledChanges: [{ id: overdue?.id, runAt: overdueLocal, kind: 'status', status: 'paused' }],
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data.scheduledChanges).toMatchObject([
      { id: overdue?.id, status: 'paused', state: 'pending' },
    ]);
  });

  test('changing the zone reads the sent times in the new zone; override windows keep their clock time', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const publisher = await seedPartner(handle.db, staff.tenant, { kind: 'publisher' });
    await putTab(app, staff, offer.id, 'payouts', {
      overrides: [
        {
          eventKey: 'deposit',
          publisherId: publisher.partner.id,
          payoutAmount: '3',
          startsAt: '2031-07-01 12:00',
        },
      ],
    });
    const saved: Offer = (
      await putTab(app, staff, offer.id, 'schedule', {
        timezone: 'Europe/Berlin',
        liveFrom: '2031-07-01 12:00',
        scheduledChanges: [{ runAt: '2031-07-01 12:00', kind: 'status', status: 'paused' }],
      })
    ).json().data;
    expect(saved).toMatchObject({ timezone: 'Europe/Berlin', liveFrom: '2031-07-01T12:00' });
    expect(saved.overrides[0]?.startsAt).toBe('2031-07-01T12:00');
    expect(saved.scheduledChanges[0]?.runAt).toBe('2031-07-01T12:00');
    const stored = await storedOffer(handle.db, offer.id);
    // Berlin summer time is UTC+2.
    expect(stored.offer?.liveFrom?.toISOString()).toBe('2031-07-01T10:00:00.000Z');
    expect(stored.overrides[0]?.startsAt?.toISOString()).toBe('2031-07-01T10:00:00.000Z');
    expect(stored.changes[0]?.runAt.toISOString()).toBe('2031-07-01T10:00:00.000Z');
  });

  test('unknown events, foreign change ids and schema errors change nothing', async () => {
    const { app, handle } = ctx.current;
    const { staff, offer } = await newOffer();
    const other = await newOffer();
    const [foreign] = (
      await putTab(app, other.staff, other.offer.id, 'schedule', {
        scheduledChanges: [{ runAt: '2031-01-01 00:00', kind: 'status', status: 'paused' }],
      })
    ).json().data.scheduledChanges;
    const before = await storedOffer(handle.db, offer.id);
    const response = await putTab(app, staff, offer.id, 'schedule', {
      scheduledChanges: [
        {
          runAt: '2031-01-01 00:00',
          kind: 'payout',
          eventKey: 'upsell',
          payoutType: 'cpa',
          payoutAmount: '1',
        },
        { id: foreign.id, runAt: '2031-01-01 00:00', kind: 'status', status: 'paused' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'scheduledChanges.0.eventKey': ['The offer has no event "upsell"'],
      'scheduledChanges.1.id': ['This item is not part of the offer; reload the page'],
    });
    const invalid = await putTab(app, staff, offer.id, 'schedule', {
      timezone: 'Mars/Olympus',
      liveFrom: '2031-02-30 10:00',
      scheduledChanges: [{ runAt: '2031-01-01 00:00', kind: 'payout', eventKey: 'deposit' }],
    });
    expect(Object.keys(invalid.json().errors).sort()).toEqual([
      'liveFrom',
      'scheduledChanges.0.payoutType',
      'timezone',
    ]);
    expect(await storedOffer(handle.db, offer.id)).toEqual(before);
  });
});
