import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserCredit } from '../../db/schema/index';
import { startIntervalJob } from '../../lib/interval-job';
import { creditFiguresOf } from './credit-figures';
import { pauseOffersForCredit, resumeOffersPausedForCredit } from './credit-offers';
import { creditStanding } from './credit-state';

/*
 * The credit check (docs/money.md "Credit control"): an advertiser's standing worked out again
 * from the ledger, in a transaction holding its credit row, so two processes checking it at once
 * take turns. A change of state is recorded with its time; reaching the limit with "pause" pauses
 * the advertiser's active offers, and leaving it resumes the ones the limit paused.
 */

export type CreditCheck = { tenantId: string; advertiserId: string; now?: Date };
export type CreditCheckResult = {
  state: 'ok' | 'warning' | 'limit';
  paused: string[];
  resumed: string[];
} | null;

export async function checkAdvertiserCredit(db: Database, check: CreditCheck): Promise<CreditCheckResult> {
  const now = check.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(advertiserCredit)
      .where(eq(advertiserCredit.advertiserId, check.advertiserId))
      .for('update');
    if (!row || row.tenantId !== check.tenantId) return null;
    const figures = await creditFiguresOf(tx, {
      tenantId: row.tenantId,
      id: row.advertiserId,
      currency: row.currency,
    });
    const { state } = creditStanding(row, figures);
    const scope = { tenantId: row.tenantId, advertiserId: row.advertiserId, now };
    const pausing = state === 'limit' && row.atLimit === 'pause';
    // Paused again on every check at the limit: an offer made active by hand meanwhile is paused
    // once more (the history says so), as a cap keeps a capped offer paused.
    const paused = pausing ? await pauseOffersForCredit(tx, scope) : [];
    const resumed = row.state === 'limit' && !pausing ? await resumeOffersPausedForCredit(tx, scope) : [];
    await tx
      .update(advertiserCredit)
      .set({ state, checkedAt: now, ...(state !== row.state ? { stateSince: now } : {}) })
      .where(eq(advertiserCredit.advertiserId, row.advertiserId));
    return { state, paused, resumed };
  });
}

/** Checks every advertiser under credit control, one after the other; answers how many were checked. */
export async function checkAllAdvertiserCredit(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .select({ tenantId: advertiserCredit.tenantId, advertiserId: advertiserCredit.advertiserId })
    .from(advertiserCredit)
    .orderBy(sql`${advertiserCredit.checkedAt} asc nulls first`);
  for (const row of rows) await checkAdvertiserCredit(db, { ...row, now });
  return rows.length;
}

/** How often every process checks (docs/money.md: within a minute of a conversion or a payment). */
export const CREDIT_CHECK_MS = 60_000;

export function startCreditChecks(db: Database, log: Parameters<typeof startIntervalJob>[3]) {
  return startIntervalJob('credit check', () => checkAllAdvertiserCredit(db), CREDIT_CHECK_MS, log);
}
