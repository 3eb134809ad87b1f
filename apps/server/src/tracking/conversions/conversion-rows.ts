import type { ConversionChannel, ConversionReason, ConversionStatus } from '@affnet/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserPostbackLogs, conversions } from '../../db/schema/index';
import type { EventStore } from '../../events/index';
import { type OfferSnapshot, resolvePayout } from '../../offer-model/index';
import { capsFor } from './conversion-caps';
import { type FxBook, fxSnapshotOf } from './conversion-fx';
import { amountFor, revenueFor } from './conversion-money';
import type { ClickFacts } from './find-click';
import type { IntakeParams } from './intake-params';
import { queuePublisherPostbacks } from './queue-postbacks';

type SnapshotEvent = OfferSnapshot['events'][number];

/*
 * A checked conversion as a row, and what storing it brings (docs/tracking.md "Conversions"): its
 * status, money and dedupe key, the conversions already holding a key, and, in the transaction
 * that stores it, its publisher postbacks, log row and rollups. Both ways of storing use these:
 * one conversion in its own transaction (`record-conversion.ts`) and the group commit
 * (`conversion-batch.ts`).
 */

export type NewConversion = {
  tenantId: string;
  clickId: string;
  click: ClickFacts;
  snapshot: OfferSnapshot;
  event: SnapshotEvent;
  publisherId: string;
  params: IntakeParams;
  channel: IntakeChannel;
  /** Null when the socket had no address left to read (the client went away). */
  postbackIp: string | null;
  isTest: boolean;
  /** False for an advertiser's own test conversion: no publisher postback hears of it. */
  notifyPublisher: boolean;
  convertedAt: Date;
  /** The network's rates: the row stores the one in force (its FX snapshot). */
  fx: FxBook;
};

/** How a conversion came in: an advertiser's channel, or a staff test (the offer's "Test conversion"). */
export type IntakeChannel = ConversionChannel | 'test';

type LogRow = typeof advertiserPostbackLogs.$inferInsert;

/** The log row of a call, filled while it is checked; written with an accepted conversion. */
export type AcceptedLog = Omit<LogRow, 'result' | 'httpStatus' | 'conversionId' | 'channel'> & {
  channel: IntakeChannel;
};

type LogResult = Pick<LogRow, 'result' | 'httpStatus' | 'conversionId'>;

/**
 * Logs calls in `advertiser_postback_logs`, in one insert. A staff test is no advertiser's call: it
 * stays out of their log (its answer goes to the staff member who ran it).
 */
export async function writeIntakeLogs(
  db: Database,
  entries: readonly { log: AcceptedLog; result: LogResult }[],
): Promise<void> {
  const rows = entries.flatMap(({ log, result }) =>
    log.channel === 'test' ? [] : [{ ...log, channel: log.channel, ...result }],
  );
  if (rows.length > 0) await db.insert(advertiserPostbackLogs).values(rows);
}

export const writeIntakeLog = (db: Database, log: AcceptedLog, result: LogResult) =>
  writeIntakeLogs(db, [{ log, result }]);

export type RecordOutcome =
  | { result: 'accepted' | 'repeat'; conversionId: string }
  | { result: Extract<ConversionReason, 'duplicate' | 'over_cap'> };

/** Per offer and event: by transaction id when sent, else by click unless the event allows duplicates. */
export function dedupeKeyOf(event: SnapshotEvent, clickId: string, txnId: string | null): string | null {
  if (txnId) return `${event.key}:txn:${txnId}`;
  return event.allowDuplicates ? null : `${event.key}:click:${clickId}`;
}

export function statusOf(input: NewConversion): ConversionStatus {
  return input.params.status ?? input.event.defaultStatus ?? input.snapshot.offer.defaultConversionStatus;
}

/** Whether the conversion counts towards a conversion or money cap of its offer (rejected and test ones never do). */
export function countsTowardCaps(input: NewConversion): boolean {
  return (
    statusOf(input) !== 'rejected' &&
    !input.isTest &&
    capsFor(input.snapshot, input.publisherId, input.event.id).length > 0
  );
}

export function rowOf(
  input: NewConversion,
  status: ConversionStatus,
  dedupeKey = dedupeKeyOf(input.event, input.clickId, input.params.txnId),
): typeof conversions.$inferInsert {
  const { snapshot, event, click, params } = input;
  const sale = params.amount;
  const payout = resolvePayout(event, snapshot.overrides, {
    eventId: event.id,
    publisherId: input.publisherId,
    country: click.country,
    at: input.convertedAt,
  });
  return {
    tenantId: input.tenantId,
    clickId: input.clickId,
    clickedAt: click.clickedAt,
    convertedAt: input.convertedAt,
    offerId: snapshot.offer.id,
    publisherId: input.publisherId,
    advertiserId: snapshot.offer.advertiserId,
    eventId: event.id,
    eventKey: event.key,
    status,
    // The basis date of billing (docs/money.md): recorded approved = approved now.
    approvedAt: status === 'approved' ? input.convertedAt : null,
    txnId: params.txnId,
    dedupeKey,
    saleAmount: sale,
    payout: amountFor(payout, sale),
    revenue: revenueFor(event, sale),
    currency: snapshot.offer.currency,
    ...fxSnapshotOf(input.fx, snapshot.offer.currency, input.convertedAt),
    payoutOverrideId: payout.overrideId,
    advSub1: params.advSubs[0],
    advSub2: params.advSubs[1],
    advSub3: params.advSubs[2],
    advSub4: params.advSubs[3],
    advSub5: params.advSubs[4],
    sub1: click.sub1,
    sub2: click.sub2,
    sub3: click.sub3,
    sub4: click.sub4,
    sub5: click.sub5,
    source: click.source,
    affClickId: click.affClickId,
    country: click.country,
    region: click.region,
    deviceType: click.deviceType,
    os: click.os,
    browser: click.browser,
    landingPageId: click.landingPageId,
    creativeId: click.creativeId,
    ip: click.ip,
    channel: input.channel,
    postbackIp: input.postbackIp,
    isTest: input.isTest,
  };
}

type ConversionRow = typeof conversions.$inferInsert;
type Holder = Pick<
  typeof conversions.$inferSelect,
  'id' | 'offerId' | 'dedupeKey' | 'clickId' | 'saleAmount'
>;

const holderKey = (row: Pick<ConversionRow, 'offerId' | 'dedupeKey'>) => `${row.offerId} ${row.dedupeKey}`;

/** The stored conversions holding these rows' dedupe keys, by offer and key. */
export async function holdersOf(db: Database, rows: readonly ConversionRow[]): Promise<Map<string, Holder>> {
  const found = await db
    .select({
      id: conversions.id,
      offerId: conversions.offerId,
      dedupeKey: conversions.dedupeKey,
      clickId: conversions.clickId,
      saleAmount: conversions.saleAmount,
    })
    .from(conversions)
    .where(
      or(
        ...rows.map((row) =>
          and(
            eq(conversions.tenantId, row.tenantId),
            eq(conversions.offerId, row.offerId),
            eq(conversions.dedupeKey, row.dedupeKey ?? ''),
          ),
        ),
      ),
    );
  return new Map(found.map((holder) => [holderKey(holder), holder]));
}

/** A row that met its dedupe key already stored: the same call again (a repeat) or another one (a duplicate). */
export function settlementOf(row: ConversionRow, holders: Map<string, Holder>): RecordOutcome {
  const holder = holders.get(holderKey(row));
  if (!holder) throw new Error('a conversion conflicted on its dedupe key but none holds it');
  const sameCall =
    holder.clickId === row.clickId && Number(holder.saleAmount ?? 0) === Number(row.saleAmount ?? 0);
  return sameCall ? { result: 'repeat', conversionId: holder.id } : { result: 'duplicate' };
}

/** A conversion just inserted, with the call that brought it. */
export type AcceptedConversion = {
  input: NewConversion;
  log: AcceptedLog;
  stored: typeof conversions.$inferSelect;
};

/**
 * What stored conversions bring with them, in their transaction: the publisher postbacks their
 * status fires, the calls' log rows and, last (the rows every conversion of an offer shares), the
 * rollups.
 */
/** Where conversions are stored (PostgreSQL) and where their figures are counted (the event store). */
export type ConversionStores = { db: Database; events: EventStore };

export async function completeAccepted(
  { db, events }: ConversionStores,
  accepted: readonly AcceptedConversion[],
): Promise<void> {
  await queuePublisherPostbacks(
    db,
    accepted
      .filter(({ input }) => input.notifyPublisher)
      .map(({ input, stored }) => ({
        ...stored,
        offerRef: input.snapshot.offer.ref,
        offerName: input.snapshot.offer.name,
        eventIsPrivate: input.event.isPrivate,
      })),
  );
  await writeIntakeLogs(
    db,
    accepted.map(({ log, stored }) => ({
      log,
      result: { result: 'accepted', httpStatus: 200, conversionId: stored.id },
    })),
  );
  await events.countConversions(
    db,
    accepted.map(({ stored }) => stored.id),
  );
}
