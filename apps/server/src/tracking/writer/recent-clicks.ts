import { OldestFirstMap } from '../../lib/oldest-first-map';
import type { ClickRecord, RecentClicks } from '../engine/click-record';

/*
 * The clicks this process decided in the last few minutes, by id, whether written yet or not:
 * a conversion that arrives before its click's batch is stored (or while the database is down
 * and the click waits in the spool) is still attributed. Bounded in age and in size; the oldest
 * go first (lib/oldest-first-map.ts: the order is click order).
 */

export type RecentClickMap = RecentClicks & {
  add: (record: ClickRecord) => void;
  size: () => number;
};

export type RecentClicksOptions = {
  maxAgeMs?: number;
  maxEntries?: number;
  /** The clock (tests move it). */
  now?: () => number;
};

export const RECENT_CLICKS_DEFAULTS = { maxAgeMs: 5 * 60_000, maxEntries: 200_000 };

export function createRecentClicks(options: RecentClicksOptions = {}): RecentClickMap {
  const { maxAgeMs, maxEntries } = { ...RECENT_CLICKS_DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const entries = new OldestFirstMap<string, { record: ClickRecord; addedAt: number }>(maxEntries);

  return {
    add(record) {
      const at = now();
      entries.set(record.id, { record, addedAt: at });
      entries.dropOldestWhile((entry) => at - entry.addedAt > maxAgeMs);
    },
    get(clickId) {
      const entry = entries.get(clickId);
      if (!entry || now() - entry.addedAt > maxAgeMs) return undefined;
      return entry.record;
    },
    size: () => entries.size,
  };
}
