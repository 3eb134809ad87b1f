import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversionStatusChanges, conversions } from '../../db/schema/index';
import { BROWSER_CHANNELS, BROWSER_CONVERSIONS_PER_CLICK, isBrowserChannel } from './browser-trust';
import {
  type AcceptedLog,
  type ConversionStores,
  holdersOf,
  type NewConversion,
  type RecordOutcome,
  rowOf,
  settlementOf,
  statusOf,
  writeIntakeLogs,
} from './conversion-rows';
import { queuePublisherPostbacks } from './queue-postbacks';

/*
 * One click and event, reported by a browser and by the advertiser's server (docs/tracking.md
 * "What a browser may do"). A browser call is settled against every conversion the click already
 * has for the event: it never adds a second one (unless the event allows duplicates, and then at
 * most BROWSER_CONVERSIONS_PER_CLICK), and a new transaction id does not make it new. The
 * advertiser's server postback, which carries their token, wins over whatever a browser recorded
 * for the same click and event: it confirms that conversion, taking its status, amount and
 * transaction id, instead of being refused as a duplicate.
 *
 * Both sides lock the click and event first (a transaction-scoped advisory lock), so a pixel and
 * a postback arriving together are decided one after the other, on every process.
 */

type ClickEvent = Pick<NewConversion, 'tenantId' | 'clickId'> & { event: { key: string } };
type StoredConversion = typeof conversions.$inferSelect;

const CONFIRMED_REASON = 'Confirmed by the advertiser’s server postback.';

/**
 * Locks these clicks and events until the transaction ends, in one order (by the lock's number),
 * so two transactions never wait for each other in a circle. Locks are re-entrant and a hash
 * collision only makes two pairs share a lock.
 */
export async function lockClickEvents(tx: Database, pairs: readonly ClickEvent[]): Promise<void> {
  const keys = [...new Set(pairs.map((pair) => `${pair.tenantId} ${pair.clickId} ${pair.event.key}`))];
  if (keys.length === 0) return;
  const values = sql.join(
    keys.map((key) => sql`(${key})`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(lock) from (
      select distinct hashtextextended(pair, 0) as lock from (values ${values}) as pairs(pair) order by lock
    ) as ordered`,
  );
}

/** The conversions of these clicks, oldest first (the `(tenant_id, click_id)` index). */
async function conversionsOfClicks(
  tx: Database,
  pairs: readonly ClickEvent[],
  only: 'any' | 'browsers' = 'any',
): Promise<StoredConversion[]> {
  if (pairs.length === 0) return [];
  return tx
    .select()
    .from(conversions)
    .where(
      and(
        or(
          ...pairs.map((pair) =>
            and(eq(conversions.tenantId, pair.tenantId), eq(conversions.clickId, pair.clickId)),
          ),
        ),
        only === 'browsers' ? inArray(conversions.channel, [...BROWSER_CHANNELS]) : undefined,
      ),
    )
    .orderBy(asc(conversions.convertedAt), asc(conversions.id));
}

const sameClickEvent = (row: StoredConversion, pair: ClickEvent) =>
  row.tenantId === pair.tenantId && row.clickId === pair.clickId && row.eventKey === pair.event.key;

/** The same browser call again (a reloaded thank-you page) is a repeat; anything else a duplicate. */
function settle(holder: StoredConversion, input: NewConversion): RecordOutcome {
  const sameCall =
    isBrowserChannel(holder.channel) &&
    holder.txnId === input.params.txnId &&
    Number(holder.saleAmount ?? 0) === Number(input.params.amount ?? 0);
  return sameCall ? { result: 'repeat', conversionId: holder.id } : { result: 'duplicate' };
}

/**
 * The dedupe key of a browser call, or its settlement when the click and event already have what
 * a browser may give them. Called with the click and event locked.
 */
export async function browserDedupeKey(tx: Database, input: NewConversion): Promise<string | RecordOutcome> {
  const held = (await conversionsOfClicks(tx, [input])).filter((row) => sameClickEvent(row, input));
  const { txnId } = input.params;
  const sameTxn = txnId === null ? undefined : held.find((row) => row.txnId === txnId);
  if (sameTxn) return settle(sameTxn, input);
  const [first] = held;
  if (!input.event.allowDuplicates)
    return first ? settle(first, input) : `${input.event.key}:click:${input.clickId}`;
  const fromBrowsers = held.filter((row) => isBrowserChannel(row.channel)).length;
  if (fromBrowsers >= BROWSER_CONVERSIONS_PER_CLICK) return { result: 'duplicate' };
  // Conversions are never deleted alone, so the count of the click's conversions is a free number.
  return `${input.event.key}:browser:${input.clickId}:${held.length + 1}`;
}

/**
 * For each server postback, the browser conversion of its click and event it confirms, or
 * undefined: for an event that allows duplicates only the one with the same transaction id.
 * Called with the clicks and events locked.
 */
export async function confirmingBrowserConversions(
  tx: Database,
  inputs: readonly NewConversion[],
): Promise<(StoredConversion | undefined)[]> {
  const postbacks = inputs.filter((input) => input.channel === 'postback');
  const held = await conversionsOfClicks(tx, postbacks, 'browsers');
  const taken = new Set<string>();
  return inputs.map((input) => {
    if (input.channel !== 'postback') return undefined;
    const found = held.find(
      (row) =>
        !taken.has(row.id) &&
        sameClickEvent(row, input) &&
        (!input.event.allowDuplicates || (input.params.txnId !== null && row.txnId === input.params.txnId)),
    );
    if (found) taken.add(found.id);
    return found;
  });
}

/**
 * The postback takes over the browser's conversion: its status, money, transaction id and adv subs
 * replace the browser's, and the channel becomes the postback's. Its rollup figures move from the
 * old values to the new; a changed status is recorded in the status history and fires the
 * publisher postbacks that subscribe to it. Cap usage stays as admitted. When the postback's own
 * dedupe key is held by another conversion it is settled against that one instead, as any
 * postback would be.
 */
export async function confirmBrowserConversion(
  { db: tx, events }: ConversionStores,
  browser: StoredConversion,
  input: NewConversion,
  log: AcceptedLog,
): Promise<RecordOutcome> {
  const status = statusOf(input);
  const values = rowOf(input, status);
  if (values.dedupeKey) {
    const holders = await holdersOf(tx, [values]);
    const holder = [...holders.values()][0];
    if (holder && holder.id !== browser.id) return settlementOf(values, holders);
  }
  await events.countConversions(tx, [browser.id], -1);
  const [stored] = await tx
    .update(conversions)
    .set({
      status,
      statusReason: null,
      // Still approved keeps its date; newly approved is approved now; otherwise none.
      approvedAt:
        status !== 'approved' ? null : browser.status === 'approved' ? browser.approvedAt : input.convertedAt,
      txnId: values.txnId,
      dedupeKey: values.dedupeKey,
      saleAmount: values.saleAmount,
      payout: values.payout,
      revenue: values.revenue,
      payoutOverrideId: values.payoutOverrideId,
      advSub1: values.advSub1,
      advSub2: values.advSub2,
      advSub3: values.advSub3,
      advSub4: values.advSub4,
      advSub5: values.advSub5,
      channel: 'postback',
      postbackIp: values.postbackIp,
      updatedAt: input.convertedAt,
    })
    .where(eq(conversions.id, browser.id))
    .returning();
  if (!stored) throw new Error('a locked conversion disappeared while it was confirmed');
  await events.countConversions(tx, [stored.id]);
  if (browser.status !== status) await recordConfirmedStatus(tx, browser, stored, input);
  await writeIntakeLogs(tx, [
    { log, result: { result: 'accepted', httpStatus: 200, conversionId: stored.id } },
  ]);
  return { result: 'accepted', conversionId: stored.id };
}

async function recordConfirmedStatus(
  tx: Database,
  browser: StoredConversion,
  stored: StoredConversion,
  input: NewConversion,
): Promise<void> {
  await tx.insert(conversionStatusChanges).values({
    tenantId: stored.tenantId,
    conversionId: stored.id,
    fromStatus: browser.status,
    toStatus: stored.status,
    reason: CONFIRMED_REASON,
    changedBy: null,
    changedAt: input.convertedAt,
  });
  await queuePublisherPostbacks(tx, [
    {
      ...stored,
      offerRef: input.snapshot.offer.ref,
      offerName: input.snapshot.offer.name,
      eventIsPrivate: input.event.isPrivate,
    },
  ]);
}
