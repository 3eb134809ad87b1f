import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { conversions } from '../../db/schema/index';
import { groupWhileBusy } from '../../lib/group-while-busy';
import {
  confirmBrowserConversion,
  confirmingBrowserConversions,
  lockClickEvents,
} from './browser-conversions';
import { isBrowserChannel } from './browser-trust';
import {
  type AcceptedLog,
  type ConversionStores,
  completeAccepted,
  countsTowardCaps,
  holdersOf,
  type NewConversion,
  type RecordOutcome,
  rowOf,
  settlementOf,
  statusOf,
} from './conversion-rows';
import { recordConversion } from './record-conversion';

type ConversionRow = typeof conversions.$inferInsert;
type StoredConversion = typeof conversions.$inferSelect;

/*
 * Group commit for conversions (docs/tracking.md "Conversions"). Conversions that arrive while a
 * transaction is writing wait for it, then go together in the next one: the rows in one insert,
 * their postback deliveries, log rows and rollups in one statement each. Each conversion is
 * answered when the transaction holding it has committed, so an answer still means stored. Under
 * load a transaction carries many conversions (the round trips and the shared rollup rows' locks
 * are paid once for all of them); alone, a conversion goes at once, never waiting for a timer.
 *
 * Conversions that count towards a conversion or money cap take `recordConversion`, one
 * transaction each: their counters are locked and checked one conversion at a time.
 */

/** Stores a checked conversion (or says why not); resolves once it is committed. */
export type RecordConversion = (input: NewConversion, log: AcceptedLog) => Promise<RecordOutcome>;

type Item = { input: NewConversion; log: AcceptedLog };

/** At most this many conversions in one transaction (a few hundred kB of statement at most). */
const MAX_BATCH = 200;

/**
 * Inserts the conversions in one transaction and answers each, in their order; those whose dedupe
 * key is held (by a stored conversion or an earlier one of the batch) are repeats or duplicates,
 * as in `recordConversion`. A server postback whose click and event a browser already converted
 * confirms that conversion instead (`browser-conversions.ts`).
 */
export async function recordConversionBatch(
  { db, events }: ConversionStores,
  items: readonly Item[],
): Promise<RecordOutcome[]> {
  const calls = items.map((item) => ({
    ...item,
    row: { ...rowOf(item.input, statusOf(item.input)), id: randomUUID() },
  }));
  return db.transaction(async (tx) => {
    await lockClickEvents(
      tx,
      calls.map(({ input }) => input),
    );
    const confirming = await confirmingBrowserConversions(
      tx,
      calls.map(({ input }) => input),
    );
    const inserting = calls.filter((_, index) => !confirming[index]);
    const stored = await insertInOneOrder(
      tx,
      inserting.map(({ row }) => row),
    );
    const held = inserting.filter(({ row }) => !stored.has(row.id)).map(({ row }) => row);
    const holders = held.length > 0 ? await holdersOf(tx, held) : new Map();
    const accepted = inserting.flatMap(({ input, log, row }) => {
      const conversion = stored.get(row.id);
      return conversion ? [{ input, log, stored: conversion }] : [];
    });
    await completeAccepted({ db: tx, events }, accepted);
    const outcomes: RecordOutcome[] = [];
    for (const [index, { input, log, row }] of calls.entries()) {
      const browser = confirming[index];
      if (browser) outcomes.push(await confirmBrowserConversion({ db: tx, events }, browser, input, log));
      else
        outcomes.push(
          stored.has(row.id) ? { result: 'accepted', conversionId: row.id } : settlementOf(row, holders),
        );
    }
    return outcomes;
  });
}

/**
 * One multi-row insert, the rows in one order for every batch: two processes inserting the same
 * keys wait on each other in the same order, never in a circle. Answers the rows stored, by id.
 */
async function insertInOneOrder(tx: Database, rows: readonly ConversionRow[]) {
  if (rows.length === 0) return new Map<string, StoredConversion>();
  const ordered = [...rows].sort((a, b) =>
    `${a.offerId} ${a.dedupeKey ?? ''}`.localeCompare(`${b.offerId} ${b.dedupeKey ?? ''}`),
  );
  const inserted = await tx.insert(conversions).values(ordered).onConflictDoNothing().returning();
  return new Map(inserted.map((row) => [row.id, row]));
}

/**
 * The conversion recorder of one process: uncapped conversions grouped as above, capped ones
 * one by one. A batch that fails is retried one conversion at a time, so one bad conversion
 * (a partner deleted a moment ago) fails alone and the database being down fails each.
 */
export function createConversionRecorder(stores: ConversionStores): RecordConversion {
  const grouped = groupWhileBusy(async (batch: readonly Item[]) => {
    try {
      return await recordConversionBatch(stores, batch);
    } catch {
      return batch.map((item) => recordConversion(stores, item.input, item.log));
    }
  }, MAX_BATCH);
  // Browser calls are settled against their click's conversions one at a time, as capped ones are.
  return (input, log) =>
    countsTowardCaps(input) || isBrowserChannel(input.channel)
      ? recordConversion(stores, input, log)
      : grouped({ input, log });
}
