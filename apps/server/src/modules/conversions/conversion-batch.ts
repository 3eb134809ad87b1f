import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { conversions } from '../../db/schema/index';
import { groupWhileBusy } from '../../lib/group-while-busy';
import {
  type AcceptedLog,
  completeAccepted,
  countsTowardCaps,
  holdersOf,
  type NewConversion,
  type RecordOutcome,
  recordConversion,
  rowOf,
  settlementOf,
  statusOf,
} from './record-conversion';

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
 * as in `recordConversion`.
 */
export async function recordConversionBatch(db: Database, items: readonly Item[]): Promise<RecordOutcome[]> {
  const calls = items.map((item) => ({
    ...item,
    row: { ...rowOf(item.input, statusOf(item.input)), id: randomUUID() },
  }));
  // One order for every batch: two processes inserting the same keys wait on each other in the
  // same order, never in a circle.
  const ordered = calls
    .map(({ row }) => row)
    .sort((a, b) => `${a.offerId} ${a.dedupeKey ?? ''}`.localeCompare(`${b.offerId} ${b.dedupeKey ?? ''}`));
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(conversions).values(ordered).onConflictDoNothing().returning();
    const stored = new Map(inserted.map((row) => [row.id, row]));
    const held = calls.filter(({ row }) => !stored.has(row.id)).map(({ row }) => row);
    const holders = held.length > 0 ? await holdersOf(tx, held) : new Map();
    const accepted = calls.flatMap(({ input, log, row }) => {
      const conversion = stored.get(row.id);
      return conversion ? [{ input, log, stored: conversion }] : [];
    });
    await completeAccepted(tx, accepted);
    return calls.map(
      ({ row }): RecordOutcome =>
        stored.has(row.id) ? { result: 'accepted', conversionId: row.id } : settlementOf(row, holders),
    );
  });
}

/**
 * The conversion recorder of one process: uncapped conversions grouped as above, capped ones
 * one by one. A batch that fails is retried one conversion at a time, so one bad conversion
 * (a partner deleted a moment ago) fails alone and the database being down fails each.
 */
export function createConversionRecorder(db: Database): RecordConversion {
  const grouped = groupWhileBusy(async (batch: readonly Item[]) => {
    try {
      return await recordConversionBatch(db, batch);
    } catch {
      return batch.map((item) => recordConversion(db, item.input, item.log));
    }
  }, MAX_BATCH);
  return (input, log) =>
    countsTowardCaps(input) ? recordConversion(db, input, log) : grouped({ input, log });
}
