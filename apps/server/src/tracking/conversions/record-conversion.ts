import type { Database } from '../../db/client';
import { conversions } from '../../db/schema/index';
import {
  browserDedupeKey,
  confirmBrowserConversion,
  confirmingBrowserConversions,
  lockClickEvents,
} from './browser-conversions';
import { isBrowserChannel } from './browser-trust';
import { checkConversionCaps, takeConversionCaps } from './conversion-caps';
import {
  type AcceptedLog,
  type ConversionStores,
  completeAccepted,
  countsTowardCaps,
  dedupeKeyOf,
  holdersOf,
  type NewConversion,
  type RecordOutcome,
  rowOf,
  settlementOf,
  statusOf,
} from './conversion-rows';

/*
 * One conversion in one transaction (docs/tracking.md "Conversions"), the path of conversions
 * that count towards a cap and of browser calls: the click and event locked, cap counters locked
 * and checked, the row inserted (the unique dedupe index decides between parallel replays), cap
 * usage, rollups, publisher postback deliveries and the log row. A browser call is settled against
 * the conversions its click and event already have; a server postback confirms the one a browser
 * recorded. A refusal found inside rolls everything back; the caller logs it outside.
 */

/** Thrown inside the transaction to roll it back with an answer. */
class Settled extends Error {
  constructor(readonly outcome: RecordOutcome) {
    super(outcome.result);
  }
}

/** How the row is keyed: a browser call's key, or a settlement when its click and event forbid another. */
async function dedupeKeyFor(tx: Database, input: NewConversion): Promise<string | null> {
  if (!isBrowserChannel(input.channel)) return dedupeKeyOf(input.event, input.clickId, input.params.txnId);
  const key = await browserDedupeKey(tx, input);
  if (typeof key !== 'string') throw new Settled(key);
  return key;
}

/** One conversion in its own transaction, its click and event and its cap counters locked. */
export async function recordConversion(
  { db, events }: ConversionStores,
  input: NewConversion,
  log: AcceptedLog,
): Promise<RecordOutcome> {
  try {
    return await db.transaction(async (tx) => {
      await lockClickEvents(tx, [input]);
      const [confirmed] = await confirmingBrowserConversions(tx, [input]);
      if (confirmed) return await confirmBrowserConversion({ db: tx, events }, confirmed, input, log);
      const dedupeKey = await dedupeKeyFor(tx, input);
      let status = statusOf(input);
      const caps = countsTowardCaps(input)
        ? await checkConversionCaps(tx, input.snapshot, input.publisherId, input.event.id, input.convertedAt)
        : { refused: false, forcePending: false, counters: [] };
      if (caps.refused) throw new Settled({ result: 'over_cap' });
      if (caps.forcePending) status = 'pending';
      const values = rowOf(input, status, dedupeKey);
      const [stored] = await tx.insert(conversions).values(values).onConflictDoNothing().returning();
      if (!stored) throw new Settled(settlementOf(values, await holdersOf(tx, [values])));
      // The cap counters are locked since `checkConversionCaps`; `completeAccepted` writes the
      // rollups (the rows every conversion of the offer shares) last.
      await takeConversionCaps(tx, caps.counters, stored);
      await completeAccepted({ db: tx, events }, [{ input, log, stored }]);
      return { result: 'accepted' as const, conversionId: stored.id };
    });
  } catch (error) {
    if (error instanceof Settled) return error.outcome;
    throw error;
  }
}
