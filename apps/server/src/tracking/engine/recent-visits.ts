import { createHash } from 'node:crypto';
import type { ClickRecord, RecentClicks } from './click-record';

/*
 * What this process remembers of recent clicks: which visitors (IP + user agent) clicked which
 * offer when, for the duplicate-click rule, and the records themselves by click id, for
 * conversions that arrive before the writer has stored their click. Both are bounded: the oldest
 * entries leave first.
 */

const HOUR_MS = 60 * 60 * 1000;

export type RecentVisits = {
  /** Whether this visitor clicked the offer within the last `windowHours`. */
  seen: (offerId: string, ip: string, userAgent: string, now: Date, windowHours: number) => boolean;
  remember: (offerId: string, ip: string, userAgent: string, now: Date) => void;
};

function visitorKey(offerId: string, ip: string, userAgent: string): string {
  return `${offerId}|${createHash('sha1').update(ip).update('\n').update(userAgent).digest('base64url')}`;
}

/** Insertion order is age order (a refreshed entry moves to the end), so eviction takes the oldest. */
function trimOldest<K, V>(map: Map<K, V>, limit: number): void {
  while (map.size > limit) {
    const oldest = map.keys().next();
    if (oldest.done) return;
    map.delete(oldest.value);
  }
}

export function createRecentVisits(limit = 500_000): RecentVisits {
  const lastClick = new Map<string, number>();
  return {
    seen(offerId, ip, userAgent, now, windowHours) {
      const at = lastClick.get(visitorKey(offerId, ip, userAgent));
      return at !== undefined && now.getTime() - at < windowHours * HOUR_MS;
    },
    remember(offerId, ip, userAgent, now) {
      const key = visitorKey(offerId, ip, userAgent);
      lastClick.delete(key);
      lastClick.set(key, now.getTime());
      trimOldest(lastClick, limit);
    },
  };
}

export type RecentClickLog = RecentClicks & { add: (record: ClickRecord) => void };

export function createRecentClickLog(limit = 200_000): RecentClickLog {
  const byId = new Map<string, ClickRecord>();
  return {
    get: (clickId) => byId.get(clickId),
    add(record) {
      byId.set(record.id, record);
      trimOldest(byId, limit);
    },
  };
}
