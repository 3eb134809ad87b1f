import { amountPartsOf, type Offer, type OfferStatus } from '@affnet/contracts';
import { and, asc, eq, exists, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { offerEvents, offerScheduledChanges, offers } from '../../db/schema/index';
import { type IntervalJob, startIntervalJob } from '../../lib/interval-job';
import { loadOffer } from './offer-document';
import { recordOfferVersion } from './offer-versions';
import { expireEndedOffers, recordScheduledStatusChanges } from './status-history';

type ChangeRecord = typeof offerScheduledChanges.$inferSelect;

/** Offers claimed per transaction (each with all its due changes). */
export const SCHEDULER_BATCH = 100;
export const SCHEDULER_INTERVAL_MS = 30_000;

/** A change that cannot apply, with the reason staff will read on the schedule tab. */
class ChangeFailure extends Error {}

async function applyStatusChange(tx: Database, change: ChangeRecord, now: Date): Promise<void> {
  if (!change.status) throw new ChangeFailure('The change names no status');
  const updated = await tx
    .update(offers)
    .set({ status: change.status, updatedAt: now })
    .where(and(eq(offers.tenantId, change.tenantId), eq(offers.id, change.offerId)))
    .returning({ id: offers.id });
  if (updated.length === 0) throw new ChangeFailure('The offer no longer exists');
}

async function applyPayoutChange(tx: Database, change: ChangeRecord, now: Date): Promise<void> {
  if (!change.eventId) throw new ChangeFailure('The event of this change was removed from the offer');
  const values: Partial<typeof offerEvents.$inferInsert> = {};
  if (change.payoutType) {
    const parts = amountPartsOf({
      type: change.payoutType,
      amount: change.payoutAmount ?? undefined,
      percent: change.payoutPercent ?? undefined,
    });
    Object.assign(values, {
      payoutType: change.payoutType,
      payoutAmount: parts.amount,
      payoutPercent: parts.percent,
    });
  }
  if (change.revenueType) {
    const parts = amountPartsOf({
      type: change.revenueType,
      amount: change.revenueAmount ?? undefined,
      percent: change.revenuePercent ?? undefined,
    });
    Object.assign(values, {
      revenueType: change.revenueType,
      revenueAmount: parts.amount,
      revenuePercent: parts.percent,
    });
  }
  if (Object.keys(values).length === 0)
    throw new ChangeFailure('The change sets neither a payout nor a revenue');
  const updated = await tx
    .update(offerEvents)
    .set(values)
    .where(and(eq(offerEvents.id, change.eventId), eq(offerEvents.offerId, change.offerId)))
    .returning({ id: offerEvents.id });
  if (updated.length === 0) throw new ChangeFailure('The event of this change was removed from the offer');
  await tx.update(offers).set({ updatedAt: now }).where(eq(offers.id, change.offerId));
}

/** Applies one change in a savepoint, so a failing one is recorded without undoing the others. */
async function applyChange(
  tx: Database,
  change: ChangeRecord,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<boolean> {
  let error: string | null = null;
  try {
    await tx.transaction(async (savepoint) => {
      if (change.kind === 'status') await applyStatusChange(savepoint, change, now);
      else await applyPayoutChange(savepoint, change, now);
    });
  } catch (failure) {
    if (failure instanceof ChangeFailure) error = failure.message;
    else {
      log?.error({ err: failure, changeId: change.id }, 'scheduled offer change failed');
      error = 'The change could not be applied';
    }
  }
  await tx
    .update(offerScheduledChanges)
    .set({ state: error ? 'failed' : 'applied', appliedAt: now, error })
    .where(eq(offerScheduledChanges.id, change.id));
  return error === null;
}

export type SchedulerRun = { applied: number; failed: number; expired: number };

/** Changes of the given offers due at `now`, oldest first (so the latest for an offer wins). */
function dueChangesOf(tx: Database, offerIds: string[], now: Date) {
  return tx
    .select()
    .from(offerScheduledChanges)
    .where(
      and(
        inArray(offerScheduledChanges.offerId, offerIds),
        eq(offerScheduledChanges.state, 'pending'),
        lte(offerScheduledChanges.runAt, now),
      ),
    )
    .orderBy(
      asc(offerScheduledChanges.runAt),
      asc(offerScheduledChanges.createdAt),
      asc(offerScheduledChanges.id),
    );
}

/**
 * The offers a run moved, from their status before it to their status after: the changes commit
 * together, so the statuses in between were never seen by a click and are not history.
 */
function movedOffers(
  claimed: ReadonlyArray<{ id: string; tenantId: string; status: OfferStatus }>,
  statusAfter: ReadonlyMap<string, OfferStatus>,
) {
  return claimed.flatMap((offer) => {
    const toStatus = statusAfter.get(offer.id) ?? offer.status;
    return toStatus === offer.status
      ? []
      : [{ tenantId: offer.tenantId, offerId: offer.id, fromStatus: offer.status, toStatus }];
  });
}

/**
 * Claims up to a batch of offers with changes due, locking their rows (SKIP LOCKED: offers
 * another run holds are left to it), and applies each one's due changes in order.
 */
async function applyBatch(tx: Database, now: Date, run: SchedulerRun, log?: FastifyBaseLogger) {
  const due = tx
    .select({ one: sql`1` })
    .from(offerScheduledChanges)
    .where(
      and(
        eq(offerScheduledChanges.offerId, offers.id),
        eq(offerScheduledChanges.state, 'pending'),
        lte(offerScheduledChanges.runAt, now),
      ),
    );
  const claimed = await tx
    .select({ id: offers.id, tenantId: offers.tenantId, status: offers.status })
    .from(offers)
    .where(exists(due))
    .limit(SCHEDULER_BATCH)
    .for('update', { skipLocked: true });
  if (claimed.length === 0) return 0;
  // The offers are locked, so their status moves only by the changes applied here: the last
  // status change applied is the status after the run.
  const statusAfter = new Map(claimed.map((offer) => [offer.id, offer.status]));
  const before = await documentsOf(tx, claimed);
  const dueChanges = await dueChangesOf(tx, [...statusAfter.keys()], now);
  for (const change of dueChanges) {
    if (!(await applyChange(tx, change, now, log))) {
      run.failed += 1;
      continue;
    }
    run.applied += 1;
    if (change.kind === 'status' && change.status) statusAfter.set(change.offerId, change.status);
  }
  await recordScheduledStatusChanges(tx, movedOffers(claimed, statusAfter), now);
  // One version per offer for all its changes of the run: they commit together.
  for (const offer of claimed) {
    const document = before.get(offer.id);
    if (!document) continue;
    await recordOfferVersion(tx, {
      tenantId: offer.tenantId,
      offerId: offer.id,
      part: 'scheduled',
      userId: null,
      before: document,
      at: now,
    });
  }
  return claimed.length;
}

/**
 * The claimed offers as staff see them, before the run: what each version's changes start from.
 * Read whole, not from the last version (offerBefore): a run is in the background, and a change
 * whose own state the scheduler keeps is not always a save that recorded the offer after it.
 */
async function documentsOf(tx: Database, claimed: ReadonlyArray<{ id: string; tenantId: string }>) {
  const documents = new Map<string, Offer>();
  for (const { id, tenantId } of claimed) {
    const document = await loadOffer(tx, tenantId, id);
    if (document) documents.set(id, document);
  }
  return documents;
}

/**
 * Applies every scheduled offer change due at `now`, then expires active offers whose live
 * window has ended. The unit of work is the offer: a run locks the offers it works on (FOR UPDATE
 * SKIP LOCKED, a batch at a time, each committing on its own) and applies all of an offer's due
 * changes oldest first. Several server processes can run this at once: no change applies twice,
 * and one offer's changes never apply out of order, since only the holder of its lock applies them.
 */
export async function applyDueOfferChanges(
  db: Database,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<SchedulerRun> {
  const run: SchedulerRun = { applied: 0, failed: 0, expired: 0 };
  for (;;) {
    const claimed = await db.transaction((tx) => applyBatch(tx, now, run, log));
    if (claimed < SCHEDULER_BATCH) break;
  }
  run.expired = (await expireEndedOffers(db, now)).length;
  return run;
}

export type OfferScheduler = IntervalJob;

/** Runs `applyDueOfferChanges` now and every `intervalMs` until stopped (lib/interval-job.ts). */
export function startOfferScheduler(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = SCHEDULER_INTERVAL_MS,
): OfferScheduler {
  const run = async () => {
    const done = await applyDueOfferChanges(db, new Date(), log);
    if (done.applied + done.failed + done.expired > 0) log.info(done, 'scheduled offer changes applied');
  };
  return startIntervalJob('offer scheduler', run, intervalMs, log);
}
