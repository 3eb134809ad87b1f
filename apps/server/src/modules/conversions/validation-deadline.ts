import type { ValidationAction } from '@affnet/contracts';
import { type AnyColumn, and, eq, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { conversions, offers, partners } from '../../db/schema/index';
import type { EventStore } from '../../events/index';
import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { conversionsToChange, moveConversionStatus } from './change-status';

/*
 * The validation deadline (docs/money.md "The validation deadline"): an advertiser, or one of
 * its offers, gives itself a number of days to decide each conversion; one still pending when
 * they pass is approved or rejected automatically, as the network chose, through the same move
 * as a staff member's change (audit row with no one as its author, rollups, postbacks).
 * Every server process runs the job: a batch of due conversions is locked FOR UPDATE SKIP
 * LOCKED, so two processes never decide the same one, and a staff change waits for the lock
 * (or the job skips a conversion staff hold) rather than both writing.
 */

export const VALIDATION_BATCH = 200;
export const VALIDATION_INTERVAL_MS = 60_000;

/** An offer's or an advertiser's (any alias of partners) deadline columns. */
type DeadlineColumns = { validationDays: AnyColumn; validationAction: AnyColumn };

/** The deadline that applies: the offer's when it has one, else its advertiser's; null days = none. */
export function deadlineOf(offer: DeadlineColumns, advertiser: DeadlineColumns) {
  return {
    days: sql<number | null>`coalesce(${offer.validationDays}, ${advertiser.validationDays})`,
    action: sql<ValidationAction | null>`case when ${offer.validationDays} is not null
      then ${offer.validationAction} else ${advertiser.validationAction} end`,
  };
}

/** When a pending conversion is decided automatically: null when decided or without a deadline. */
export function decisionDueOf(offer: DeadlineColumns, advertiser: DeadlineColumns): SQL<Date | null> {
  const { days } = deadlineOf(offer, advertiser);
  return sql<Date | null>`case when ${conversions.status} = 'pending'
    then ${conversions.convertedAt} + make_interval(days => ${days}::int) end`.mapWith(
    conversions.convertedAt,
  );
}

/** The status reason the decision is recorded with (shown to staff and partners as written). */
export const deadlineReasonOf = (days: number) =>
  `Decided automatically: no decision within the ${days}-day validation deadline.`;

const advertiser = alias(partners, 'deadline_advertiser');

/** Locks up to a batch of conversions past their deadline; answers each with its deadline. */
function claimDue(tx: Database, now: Date) {
  const deadline = deadlineOf(offers, advertiser);
  return tx
    .select({ id: conversions.id, days: deadline.days, action: deadline.action })
    .from(conversions)
    .innerJoin(offers, eq(offers.id, conversions.offerId))
    .innerJoin(advertiser, eq(advertiser.id, conversions.advertiserId))
    .where(
      and(
        eq(conversions.status, 'pending'),
        isNotNull(deadline.days),
        lte(sql`${conversions.convertedAt} + make_interval(days => ${deadline.days}::int)`, now),
      ),
    )
    .orderBy(conversions.convertedAt)
    .limit(VALIDATION_BATCH)
    .for('update', { of: conversions, skipLocked: true });
}

export type DeadlineRun = { approved: number; rejected: number };

async function decideBatch(tx: Database, events: EventStore, now: Date, run: DeadlineRun): Promise<number> {
  const due = await claimDue(tx, now);
  if (due.length === 0) return 0;
  const deadlines = new Map(due.map((row) => [row.id, row]));
  const rows = await conversionsToChange(tx).where(inArray(conversions.id, [...deadlines.keys()]));
  for (const row of rows) {
    const deadline = deadlines.get(row.conversion.id);
    if (!deadline?.action || !deadline.days) continue;
    const status = deadline.action === 'approve' ? 'approved' : 'rejected';
    const move = { status, reason: deadlineReasonOf(deadline.days), changedBy: null, at: now } as const;
    if (await moveConversionStatus(tx, events, row, move))
      run[deadline.action === 'approve' ? 'approved' : 'rejected'] += 1;
  }
  return due.length;
}

/** Decides every conversion whose deadline has passed at `now`, a batch per transaction. */
export async function decideDueConversions(
  { db, events }: { db: Database; events: EventStore },
  now: Date,
): Promise<DeadlineRun> {
  const run: DeadlineRun = { approved: 0, rejected: 0 };
  for (;;) {
    const claimed = await db.transaction((tx) => decideBatch(tx, events, now, run));
    if (claimed < VALIDATION_BATCH) return run;
  }
}

/** Runs `decideDueConversions` now and every `intervalMs` until stopped. */
export function startValidationDeadlines(
  deps: { db: Database; events: EventStore },
  log: FastifyBaseLogger,
  intervalMs = VALIDATION_INTERVAL_MS,
): IntervalJob {
  const run = async () => {
    const done = await decideDueConversions(deps, new Date());
    if (done.approved + done.rejected > 0) log.info(done, 'conversions decided by their validation deadline');
  };
  return startIntervalJob('validation deadline', run, intervalMs, log);
}
