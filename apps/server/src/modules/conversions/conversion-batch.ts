import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { conversions } from '../../db/schema/index';
import { capsFor } from './conversion-caps';
import {
  type AcceptedLog,
  completeAccepted,
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
type Waiting = Item & { settle: (outcome: Promise<RecordOutcome>) => void };

/** At most this many conversions in one transaction (a few hundred kB of statement at most). */
const MAX_BATCH = 200;

/** Whether the conversion counts towards a cap (then it needs its counters locked, one at a time). */
function countsTowardCaps({ input }: Item): boolean {
  const counted = statusOf(input) !== 'rejected' && !input.isTest;
  return counted && capsFor(input.snapshot, input.publisherId, input.event.id).length > 0;
}

/**
 * Inserts the conversions in one transaction; those whose dedupe key is held (by a stored
 * conversion or an earlier one of the batch) are repeats or duplicates, as in `recordConversion`.
 */
export async function recordConversionBatch(db: Database, items: readonly Item[]): Promise<RecordOutcome[]> {
  const calls = items.map((item) => ({
    ...item,
    row: { ...rowOf(item.input, statusOf(item.input)), id: randomUUID() },
  }));
  const rows = calls.map(({ row }) => row);
  // One order for every batch: two processes inserting the same keys wait on each other in the
  // same order, never in a circle.
  const ordered = [...rows].sort((a, b) =>
    `${a.offerId} ${a.dedupeKey ?? ''}`.localeCompare(`${b.offerId} ${b.dedupeKey ?? ''}`),
  );
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(conversions).values(ordered).onConflictDoNothing().returning();
    const stored = new Map(inserted.map((row) => [row.id, row]));
    const accepted = calls.flatMap(({ input, log, row }) => {
      const conversion = stored.get(row.id);
      return conversion ? [{ input, log, stored: conversion }] : [];
    });
    const outcomes = new Map<string, RecordOutcome>(
      accepted.map(({ stored: { id } }) => [id, { result: 'accepted', conversionId: id }]),
    );
    const held = rows.filter((row) => !stored.has(row.id));
    for (const tenantId of new Set(held.map((row) => row.tenantId))) {
      const ofTenant = held.filter((row) => row.tenantId === tenantId);
      const holders = await holdersOf(tx, tenantId, ofTenant);
      for (const row of ofTenant) outcomes.set(row.id, settlementOf(row, holders));
    }
    await completeAccepted(tx, accepted);
    return rows.map((row) => outcomes.get(row.id) as RecordOutcome);
  });
}

/**
 * The conversion recorder of one process: uncapped conversions grouped as above, capped ones
 * one by one. A batch that fails is retried one conversion at a time, so one bad conversion
 * (a partner deleted a moment ago) fails alone and the database being down fails each.
 */
export function createConversionRecorder(db: Database): RecordConversion {
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeBatch(batch: readonly Waiting[]): Promise<void> {
    try {
      const outcomes = await recordConversionBatch(db, batch);
      for (const [index, item] of batch.entries())
        item.settle(Promise.resolve(outcomes[index] as RecordOutcome));
    } catch {
      for (const item of batch) item.settle(recordConversion(db, item.input, item.log));
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MAX_BATCH);
      waiting = waiting.slice(MAX_BATCH);
      await writeBatch(batch);
    }
    writing = false;
  }

  return (input, log) => {
    const item = { input, log };
    if (countsTowardCaps(item)) return recordConversion(db, input, log);
    return new Promise<RecordOutcome>((resolve, reject) => {
      waiting.push({ ...item, settle: (outcome) => outcome.then(resolve, reject) });
      if (!writing) void drain();
    });
  };
}
