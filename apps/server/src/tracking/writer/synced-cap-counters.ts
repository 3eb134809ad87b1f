import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/statement-rows';
import type { CapCounters, CapKey, ClickRecord } from '../engine/click-record';
import type { WriterLog } from './click-writer';
import { createTrackingNode, type TrackingNode } from './tracking-node';

/*
 * Click caps checked in memory (docs/tracking.md "Caps in memory"). Once a second every process
 * renews its heartbeat, reads the cap_usage rows that changed, and gives each counter a share of
 * what remains: ⌈remaining ÷ N⌉ with N live processes. Between syncs it admits at most that
 * share. "Remaining" subtracts what this process admitted that the writer has not stored yet
 * (`confirm` is the writer telling it), so a click is never counted twice nor forgotten. While
 * the database is down no sync succeeds, the share is not renewed, and the process admits at
 * most the one share it had.
 */

export type SyncedCapCounters = CapCounters & {
  /** The writer stored these records: their cap takes are now in cap_usage. */
  confirm: (records: readonly ClickRecord[]) => void;
  /** One sync now (also run every `syncEveryMs`). */
  sync: () => Promise<void>;
  /** The live processes at the last sync (N). */
  liveNodes: () => number;
  stop: () => Promise<void>;
};

export type CapCountersOptions = {
  log: WriterLog;
  syncEveryMs?: number;
  /** Tests simulate several processes with several nodes on one database. */
  node?: TrackingNode;
};

type Counter = {
  limit: number;
  /** What this process may admit until the next sync; null until computed. */
  share: number | null;
  /** Admitted since the last sync. */
  admitted: number;
  /** Admitted and not yet confirmed stored by the writer. */
  unconfirmed: number;
  lastUsedAt: number;
};

type UsageRow = { cap_id: string; publisher_id: string | null; period_start: Date | string; used: number };

/** Rows changed this long before the last read are read again: a write may commit a little late. */
const READ_OVERLAP_MS = 10_000;
const IDLE_COUNTER_MS = 10 * 60_000;

const keyOf = (capId: string, publisherId: string | null, periodStart: Date | string) =>
  `${capId}|${publisherId ?? ''}|${new Date(periodStart).getTime()}`;
const keyOfCap = (key: CapKey) => keyOf(key.capId, key.publisherId, key.periodStart);

async function readUsage(db: Database, since: Date | null): Promise<UsageRow[]> {
  // The first read takes every current period (months are the longest; lifetime counters start
  // at the epoch); later reads take only what changed.
  const which = since
    ? sql`updated_at >= ${since.toISOString()}::timestamptz`
    : sql`period_start > now() - interval '35 days' or period_start = 'epoch'::timestamptz`;
  const result = await db.execute(
    sql`select cap_id, publisher_id, period_start, used::float8 as used from cap_usage where ${which}`,
  );
  return rowsOf<UsageRow>(result);
}

export async function startCapCounters(
  db: Database,
  options: CapCountersOptions,
): Promise<SyncedCapCounters> {
  const node = options.node ?? createTrackingNode(db);
  const usage = new Map<string, number>();
  const counters = new Map<string, Counter>();
  let live = 1;
  let lastRead: Date | null = null;
  let syncing: Promise<void> | null = null;
  let failing = false;

  const shareOf = (key: string, counter: Counter): number => {
    if (counter.share === null) {
      const remaining = counter.limit - (usage.get(key) ?? 0) - counter.unconfirmed;
      counter.share = Math.ceil(Math.max(0, remaining) / live);
    }
    return counter.share;
  };

  const counterOf = (key: string, limit: number): Counter => {
    let counter = counters.get(key);
    if (!counter) {
      counter = { limit, share: null, admitted: 0, unconfirmed: 0, lastUsedAt: Date.now() };
      counters.set(key, counter);
    }
    if (counter.limit !== limit) {
      counter.limit = limit;
      counter.share = null;
    }
    counter.lastUsedAt = Date.now();
    return counter;
  };

  async function syncOnce(): Promise<void> {
    // Counts as they were when the read began: what the writer confirms during the read may or
    // may not be in it, so it is still subtracted (an undershoot for one second, never an overshoot).
    const before = new Map([...counters].map(([key, c]) => [key, { ...c }]));
    try {
      const beat = await node.beat();
      const rows = await readUsage(db, lastRead && new Date(lastRead.getTime() - READ_OVERLAP_MS));
      live = beat.live;
      lastRead = beat.now;
      for (const row of rows) usage.set(keyOf(row.cap_id, row.publisher_id, row.period_start), row.used);
    } catch (error) {
      if (!failing)
        options.log.warn({ err: error }, 'cap counters: sync failed; admitting at most the last share');
      failing = true;
      return;
    }
    failing = false;
    const now = Date.now();
    for (const [key, counter] of counters) {
      const old = before.get(key);
      if (counter.unconfirmed === 0 && now - counter.lastUsedAt > IDLE_COUNTER_MS) {
        counters.delete(key);
        continue;
      }
      const remaining = counter.limit - (usage.get(key) ?? 0) - (old?.unconfirmed ?? 0);
      counter.share = Math.ceil(Math.max(0, remaining) / live);
      counter.admitted -= old?.admitted ?? 0;
    }
  }

  /** A fresh sync, after the one running if any (its read may predate what the caller did). */
  function sync(): Promise<void> {
    const next: Promise<void> = (syncing ?? Promise.resolve()).then(syncOnce).finally(() => {
      if (syncing === next) syncing = null;
    });
    syncing = next;
    return next;
  }

  await sync();
  const timer = setInterval(() => {
    if (!syncing) void sync();
  }, options.syncEveryMs ?? 1000);
  timer.unref();

  return {
    hasRoom(key, limit, amount = 1) {
      const id = keyOfCap(key);
      const counter = counterOf(id, limit);
      return counter.admitted + amount <= shareOf(id, counter);
    },
    take(key, amount = 1) {
      const counter = counters.get(keyOfCap(key));
      if (!counter) return; // hasRoom always comes first; a take without it has no limit to count against
      counter.admitted += amount;
      counter.unconfirmed += amount;
    },
    confirm(records) {
      for (const record of records) {
        for (const key of record.capKeys) {
          const counter = counters.get(keyOfCap(key));
          if (counter) counter.unconfirmed = Math.max(0, counter.unconfirmed - 1);
        }
      }
    },
    sync,
    liveNodes: () => live,
    async stop() {
      clearInterval(timer);
      await syncing;
      await node
        .remove()
        .catch((error: unknown) => options.log.warn({ err: error }, 'cap counters: node row not removed'));
    },
  };
}
