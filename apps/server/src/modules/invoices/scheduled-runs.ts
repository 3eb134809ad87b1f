import {
  type InvoiceKind,
  type InvoiceRunSchedule,
  type InvoiceRunScheduleState,
  type InvoiceRunSettings,
  type InvoiceRunSettingsResponse,
  utcToZonedTime,
} from '@affnet/contracts';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { invoiceRunSchedules, tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { generateDrafts } from './generate-drafts';
import { duePeriodEnd, nextRunOf } from './run-schedule';

/*
 * Scheduled invoice runs (docs/money.md "Scheduled runs"): the billing screen's run settings, and
 * the job every server process runs. A due period is claimed by moving `last_period_end` to it
 * in one conditional UPDATE, so two processes never run it both; the run itself is the run
 * started by hand (generateDrafts), which bills each conversion once even if it were run twice.
 * A failed run gives its claim back, so the next pass tries again.
 */

export const SCHEDULED_RUNS_INTERVAL_MS = 5 * 60_000;
const KINDS: InvoiceKind[] = ['publisher', 'advertiser'];
type ScheduleRow = typeof invoiceRunSchedules.$inferSelect;
type SettingsBody = InvoiceRunSettings;

const BY_HAND: InvoiceRunSchedule = { schedule: 'manual', day: 1, delayDays: 0 };

function stateOf(row: ScheduleRow | undefined, today: string): InvoiceRunScheduleState {
  const schedule = row ? { schedule: row.schedule, day: row.day, delayDays: row.delayDays } : BY_HAND;
  const lastPeriodEnd = row?.lastPeriodEnd ?? null;
  return {
    ...schedule,
    lastPeriodEnd,
    lastRunAt: row?.lastRunAt?.toISOString() ?? null,
    nextRun: nextRunOf(schedule, today, lastPeriodEnd),
  };
}

/** The network's run settings, each kind's last and next scheduled run, on its own calendar. */
export async function readRunSettings(
  db: Database,
  tenantId: string,
  now: Date,
): Promise<InvoiceRunSettingsResponse['data']> {
  const [tenant] = await db
    .select({ timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  const rows = await db.select().from(invoiceRunSchedules).where(eq(invoiceRunSchedules.tenantId, tenantId));
  const today = utcToZonedTime(now, tenant.timezone).slice(0, 10);
  const rowOf = (kind: InvoiceKind) => rows.find((row) => row.kind === kind);
  const publisher = rowOf('publisher');
  return {
    publisher: { ...stateOf(publisher, today), payoutRequests: publisher?.payoutRequests ?? false },
    advertiser: stateOf(rowOf('advertiser'), today),
    timeZone: tenant.timezone,
  };
}

/** Saves both kinds' settings; the last run stays, so a period already run is not run again. */
export async function saveRunSettings(db: Database, tenantId: string, body: SettingsBody, now: Date) {
  await db.transaction(async (tx) => {
    for (const kind of KINDS) {
      const { schedule, day, delayDays } = body[kind];
      const payoutRequests = kind === 'publisher' && body.publisher.payoutRequests;
      const values = { schedule, day, delayDays, payoutRequests, updatedAt: now };
      await tx
        .insert(invoiceRunSchedules)
        .values({ tenantId, kind, ...values })
        .onConflictDoUpdate({
          target: [invoiceRunSchedules.tenantId, invoiceRunSchedules.kind],
          set: values,
        });
    }
  });
}

/**
 * Records both kinds' periods up to `periodEnd` as run, so the job starts after them: for periods
 * billed by the same run started by hand (the demo bills its closed months before it has a schedule).
 */
export async function markRunThrough(db: Database, tenantId: string, periodEnd: string, now: Date) {
  await db
    .update(invoiceRunSchedules)
    .set({ lastPeriodEnd: periodEnd, lastRunAt: now })
    .where(eq(invoiceRunSchedules.tenantId, tenantId));
}

/** Moves the row's last period end to `due` unless another process did; answers whether this one did. */
async function claim(db: Database, row: ScheduleRow, due: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(invoiceRunSchedules)
    .set({ lastPeriodEnd: due, lastRunAt: now })
    .where(
      and(
        eq(invoiceRunSchedules.tenantId, row.tenantId),
        eq(invoiceRunSchedules.kind, row.kind),
        or(isNull(invoiceRunSchedules.lastPeriodEnd), lt(invoiceRunSchedules.lastPeriodEnd, due)),
      ),
    )
    .returning({ kind: invoiceRunSchedules.kind });
  return claimed.length > 0;
}

/** Gives a failed run's claim back (unless a later run has moved past it since). */
async function giveBack(db: Database, row: ScheduleRow, due: string): Promise<void> {
  await db
    .update(invoiceRunSchedules)
    .set({ lastPeriodEnd: row.lastPeriodEnd, lastRunAt: row.lastRunAt })
    .where(
      and(
        eq(invoiceRunSchedules.tenantId, row.tenantId),
        eq(invoiceRunSchedules.kind, row.kind),
        eq(invoiceRunSchedules.lastPeriodEnd, due),
      ),
    );
}

export type ScheduledRunsDone = { runs: number; drafts: number; failed: number };

/** How a claimed period is billed: the run started by hand (a test may pass one that fails). */
export type PeriodRunner = typeof generateDrafts;

/** Runs every network's due periods at `now`: the latest due one per kind, once. */
export async function runScheduledInvoices(
  db: Database,
  now: Date,
  log?: Pick<FastifyBaseLogger, 'error'>,
  runPeriod: PeriodRunner = generateDrafts,
): Promise<ScheduledRunsDone> {
  const done: ScheduledRunsDone = { runs: 0, drafts: 0, failed: 0 };
  const rows = await db
    .select({ row: invoiceRunSchedules, timezone: tenants.timezone })
    .from(invoiceRunSchedules)
    .innerJoin(tenants, eq(tenants.id, invoiceRunSchedules.tenantId))
    .where(ne(invoiceRunSchedules.schedule, 'manual'))
    .orderBy(sql`${invoiceRunSchedules.lastRunAt} nulls first`);
  for (const { row, timezone } of rows) {
    const due = duePeriodEnd(row, utcToZonedTime(now, timezone).slice(0, 10));
    if (due === null || (row.lastPeriodEnd !== null && due <= row.lastPeriodEnd)) continue;
    if (!(await claim(db, row, due, now))) continue;
    try {
      const drafts = await runPeriod(db, {
        kind: row.kind,
        tenantId: row.tenantId,
        periodEnd: due,
        now,
      });
      done.runs += 1;
      done.drafts += drafts.length;
    } catch (error) {
      done.failed += 1;
      await giveBack(db, row, due);
      log?.error(
        { err: error, tenantId: row.tenantId, kind: row.kind, periodEnd: due },
        'scheduled invoice run failed',
      );
    }
  }
  return done;
}

/** Runs `runScheduledInvoices` now and every `intervalMs` until stopped. */
export function startScheduledInvoiceRuns(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = SCHEDULED_RUNS_INTERVAL_MS,
): IntervalJob {
  const run = async () => {
    const done = await runScheduledInvoices(db, new Date(), log);
    if (done.runs + done.failed > 0) log.info(done, 'scheduled invoice runs');
  };
  return startIntervalJob('scheduled invoice runs', run, intervalMs, log);
}
