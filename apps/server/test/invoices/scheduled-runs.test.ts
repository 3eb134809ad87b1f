import { type InvoiceRunSettingsBody, shiftDay, utcToZonedTime } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { invoiceRunSchedules, invoices, tenants } from '../../src/db/schema/index';
import { generateDrafts, type PeriodRunner, runScheduledInvoices } from '../../src/modules/invoices/index';
import { useTestApp } from '../helpers/test-app';
import { BILLING, invoiceWorld } from './invoice-world';

/*
 * Scheduled invoice runs (docs/money.md "Scheduled runs"): the run settings over the API, and the
 * job billing a due period once. The job reads every network of the database; each test looks
 * only at its own network's rows (other files save only "by hand" schedules, which never run).
 */

const ctx = useTestApp();
const DAY = 86_400_000;

async function world() {
  const w = await invoiceWorld(ctx.current.app, ctx.current.handle.db);
  const [tenant] = await ctx.current.handle.db
    .select({ timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, w.tenant.id));
  const today = utcToZonedTime(new Date(), tenant?.timezone ?? 'UTC').slice(0, 10);
  const put = (payload: Record<string, unknown>) =>
    ctx.current.app.inject({ method: 'PUT', url: `${BILLING}/run-settings`, headers: w.headers, payload });
  const get = async () =>
    (
      await ctx.current.app.inject({ method: 'GET', url: `${BILLING}/run-settings`, headers: w.headers })
    ).json();
  return { ...w, today, put, get };
}

/** The ISO weekday (1 Monday) of a day. */
const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const BY_HAND = { schedule: 'manual', day: 1, delayDays: 0 } as const;

describe('the run settings', () => {
  test('by hand until set; saved per kind with the next run on the network’s calendar', async () => {
    const w = await world();
    const before = await w.get();
    expect(before.data.publisher).toEqual({
      ...BY_HAND,
      payoutRequests: false,
      lastPeriodEnd: null,
      lastRunAt: null,
      nextRun: null,
    });
    const body: InvoiceRunSettingsBody = {
      publisher: { schedule: 'monthly', day: 1, delayDays: 3, payoutRequests: true },
      advertiser: { schedule: 'semi_monthly', delayDays: '0' },
    };
    const saved = await w.put(body);
    expect(saved.statusCode, saved.body).toBe(200);
    const due = shiftDay(w.today, -3);
    const monthStart = `${due.slice(0, 8)}01`;
    expect(saved.json().data.publisher).toEqual({
      schedule: 'monthly',
      day: 1,
      delayDays: 3,
      payoutRequests: true,
      lastPeriodEnd: null,
      lastRunAt: null,
      // Never run: the period due now runs today (the job takes it within minutes).
      nextRun: { runOn: w.today, periodEnd: monthStart },
    });
    expect(saved.json().data.advertiser).toMatchObject({ schedule: 'semi_monthly', day: 1, delayDays: 0 });
    expect(await w.get()).toEqual(saved.json());
  });

  test('a bad value is a 422 on its field that saves nothing', async () => {
    const w = await world();
    const good = { publisher: { schedule: 'weekly', day: 5, delayDays: 2 }, advertiser: BY_HAND };
    expect((await w.put(good)).statusCode).toBe(200);
    const stored = () =>
      ctx.current.handle.db
        .select()
        .from(invoiceRunSchedules)
        .where(eq(invoiceRunSchedules.tenantId, w.tenant.id));
    const before = await stored();
    const bad = [
      [{ ...good, publisher: { schedule: 'weekly', day: 8, delayDays: 0 } }, 'publisher.day'],
      [{ ...good, advertiser: { schedule: 'monthly', day: 29, delayDays: 0 } }, 'advertiser.day'],
      [{ ...good, publisher: { schedule: 'monthly', day: 1, delayDays: 31 } }, 'publisher.delayDays'],
      [{ ...good, publisher: { schedule: 'daily', day: 1, delayDays: 0 } }, 'publisher.schedule'],
      [{ ...good, publisher: { ...good.publisher, payoutRequests: 'yes' } }, 'publisher.payoutRequests'],
    ] as const;
    for (const [payload, field] of bad) {
      const refused = await w.put(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
    expect(await stored()).toEqual(before);
  });
});

describe('the job', () => {
  test('bills a due period once: what was approved before its end, not after; a kind by hand is left alone', async () => {
    const w = await world();
    const { db } = ctx.current.handle;
    // Weekly periods ending three days ago: a conversion approved ten days ago is in the due
    // period, one approved an hour ago is in the next.
    const periodEnd = shiftDay(w.today, -3);
    const saved = await w.put({
      publisher: { schedule: 'weekly', day: weekdayOf(periodEnd), delayDays: 0 },
      advertiser: BY_HAND,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const inPeriod = await w.convert({
      offer: w.usd,
      publisherId: w.alice.id,
      approvedAt: new Date(Date.now() - 10 * DAY),
    });
    const after = await w.convert({ offer: w.usd, publisherId: w.alice.id });
    const now = new Date();
    await runScheduledInvoices(db, now);
    const billed = new Map((await w.conversionsOf()).map((row) => [row.id, row.publisherInvoiceId]));
    expect(billed.get(inPeriod.id)).toEqual(expect.any(String));
    expect(billed.get(after.id)).toBeNull();
    const drafts = await db.select().from(invoices).where(eq(invoices.tenantId, w.tenant.id));
    expect(drafts.map((draft) => [draft.partnerKind, draft.status, draft.periodEnd])).toEqual([
      ['publisher', 'draft', periodEnd],
    ]);
    const state = (await w.get()).data.publisher;
    expect(state).toMatchObject({
      lastPeriodEnd: periodEnd,
      lastRunAt: now.toISOString(),
      nextRun: { runOn: shiftDay(periodEnd, 7), periodEnd: shiftDay(periodEnd, 7) },
    });
    // Run again (and twice at once): the period is not run again, nothing more is billed.
    await Promise.all([runScheduledInvoices(db, new Date()), runScheduledInvoices(db, new Date())]);
    expect((await w.get()).data.publisher.lastRunAt).toBe(now.toISOString());
    expect(await db.select().from(invoices).where(eq(invoices.tenantId, w.tenant.id))).toEqual(drafts);
  });

  test('a failed run gives its claim back and is logged; the next pass runs the period', async () => {
    const w = await world();
    const { db } = ctx.current.handle;
    const periodEnd = shiftDay(w.today, -3);
    await w.put({
      publisher: { schedule: 'weekly', day: weekdayOf(periodEnd), delayDays: 0 },
      advertiser: BY_HAND,
    });
    await w.convert({ offer: w.usd, publisherId: w.alice.id, approvedAt: new Date(Date.now() - 10 * DAY) });
    // This network's run fails inside its transaction for one pass (its invoices are refused);
    // any other network's runs as ever.
    const failing: PeriodRunner = (runDb, run) =>
      run.tenantId === w.tenant.id
        ? runDb.transaction(async (tx) => {
            await generateDrafts(tx, run);
            throw new Error('invoices refused by the test');
          })
        : generateDrafts(runDb, run);
    const logged: unknown[][] = [];
    await runScheduledInvoices(db, new Date(), { error: (...args: unknown[]) => logged.push(args) }, failing);
    expect(logged).toContainEqual([
      expect.objectContaining({ tenantId: w.tenant.id, kind: 'publisher', periodEnd }),
      'scheduled invoice run failed',
    ]);
    expect((await w.get()).data.publisher).toMatchObject({ lastPeriodEnd: null, lastRunAt: null });
    expect(await db.select().from(invoices).where(eq(invoices.tenantId, w.tenant.id))).toEqual([]);

    await runScheduledInvoices(db, new Date());
    expect((await w.get()).data.publisher.lastPeriodEnd).toBe(periodEnd);
    const drafts = await db.select().from(invoices).where(eq(invoices.tenantId, w.tenant.id));
    expect(drafts.map((draft) => [draft.status, draft.periodEnd])).toEqual([['draft', periodEnd]]);
  });
});
