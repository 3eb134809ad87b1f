import { hash } from 'node:crypto';
import { OldestFirstMap } from '../../lib/oldest-first-map';

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

/** A digest keeps each entry small whatever the user agent's length (the map holds 500,000). */
function fingerprintOf(ip: string, userAgent: string): string {
  return hash('sha1', `${ip}\n${userAgent}`, 'base64url');
}

export function createRecentVisits(limit = 500_000): RecentVisits {
  // A refreshed visitor becomes the newest entry, so the limit forgets the least recent ones.
  const lastClick = new OldestFirstMap<string, number>(limit);
  // A click asks `seen` then `remember` for the same visitor: digest it once.
  let last = { ip: '', userAgent: '', fingerprint: fingerprintOf('', '') };
  const visitorKey = (offerId: string, ip: string, userAgent: string) => {
    if (last.ip !== ip || last.userAgent !== userAgent)
      last = { ip, userAgent, fingerprint: fingerprintOf(ip, userAgent) };
    return `${offerId}|${last.fingerprint}`;
  };
  return {
    seen(offerId, ip, userAgent, now, windowHours) {
      const at = lastClick.get(visitorKey(offerId, ip, userAgent));
      return at !== undefined && now.getTime() - at < windowHours * HOUR_MS;
    },
    remember(offerId, ip, userAgent, now) {
      const key = visitorKey(offerId, ip, userAgent);
      lastClick.set(key, now.getTime());
    },
  };
}
