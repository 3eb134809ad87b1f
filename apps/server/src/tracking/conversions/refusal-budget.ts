import type { ConversionChannel } from '@affnet/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserPostbackLogs } from '../../db/schema/index';
import { clientNetworkOf } from '../../lib/attempt-store';
import { OldestFirstMap } from '../../lib/oldest-first-map';
import type { AcceptedLog } from './conversion-rows';

/** An advertiser's call (a staff test is never limited). */
export type LimitedLog = AcceptedLog & { channel: ConversionChannel };

/*
 * Floods of refused calls (docs/tracking.md "Floods of refused calls"). A refused call costs the
 * checks and a log row; a source sending thousands (a wrong token in a loop, a script firing
 * pixels with forged ids) would fill the log and keep the database busy. So each source (an IPv4
 * address or an IPv6 /64, per network) may be refused `REFUSALS_PER_WINDOW` times a window with
 * a log row each. Past that, until the window ends, its calls that fail the caller checks are
 * answered `rate_limited` (429) and counted into one log row of the source and window. An
 * advertiser's authenticated postbacks are never limited, however many, so a legitimate burst
 * never waits: only what fails before the token is proved counts and is refused.
 *
 * Per process: behind N processes a source gets N budgets (docs/tracking.md says so).
 */

export const REFUSALS_PER_WINDOW = 30;
export const REFUSAL_WINDOW_MS = 60_000;
/** Sources remembered at most; beyond that the least recently refused is forgotten. */
const SOURCES_KEPT = 20_000;
/** How often counts of a spent source are added to its log row. */
const FLUSH_EVERY_MS = 1000;

type Source = {
  windowEndsAt: number;
  refusals: number;
  /** The log row counting this window's limited calls, once its insert is under way. */
  rowId: Promise<string | null> | null;
  /** Limited calls not yet added to the row. */
  unflushed: number;
};

export type RefusalBudget = {
  /** Whether the source has spent its budget for this window (its failing calls are then limited). */
  isSpent(tenantId: string, ip: string): boolean;
  /** Takes one refusal from the source's budget; false when none was left. */
  take(tenantId: string, ip: string): boolean;
  /** Seconds until the source's window ends. */
  retryAfterSeconds(tenantId: string, ip: string): number;
  /** Counts a limited call into its source's log row for this window. */
  countLimited(log: LimitedLog): Promise<void>;
  /** Writes the counts not yet in their rows (also run every second, and at close). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

export function createRefusalBudget(db: Database, now: () => number = Date.now): RefusalBudget {
  const sources = new OldestFirstMap<string, Source>(SOURCES_KEPT);
  /** Sources whose limited calls are not all in their row yet. */
  const unflushed = new Set<Source>();
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  const keyOf = (tenantId: string, ip: string) => `${tenantId} ${clientNetworkOf(ip)}`;

  function current(key: string): Source {
    const at = now();
    const found = sources.get(key);
    if (found && found.windowEndsAt > at) return found;
    const fresh: Source = { windowEndsAt: at + REFUSAL_WINDOW_MS, refusals: 0, rowId: null, unflushed: 0 };
    sources.set(key, fresh);
    return fresh;
  }

  async function addCount(source: Source): Promise<void> {
    const count = source.unflushed;
    source.unflushed = 0;
    const id = await source.rowId;
    if (!id || count === 0) return;
    await db
      .update(advertiserPostbackLogs)
      .set({ repeats: sql`${advertiserPostbackLogs.repeats} + ${count}` })
      .where(eq(advertiserPostbackLogs.id, id));
  }

  async function writeCounts(): Promise<void> {
    const due = [...unflushed];
    unflushed.clear();
    // A count that cannot be written is dropped: it only ever fed the log.
    for (const source of due) await addCount(source).catch(() => undefined);
  }

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    flushing = flushing.then(writeCounts);
    return flushing;
  }

  function scheduleFlush(): void {
    if (timer) return;
    timer = setTimeout(() => void flush(), FLUSH_EVERY_MS);
    timer.unref();
  }

  /** The window's row: the first limited call's details, result `rate_limited`, counting from 1. */
  async function openRow(source: Source, log: LimitedLog): Promise<void> {
    const row = { ...log, result: 'rate_limited', httpStatus: 429 };
    const opening = db
      .insert(advertiserPostbackLogs)
      .values(row)
      .returning({ id: advertiserPostbackLogs.id })
      .then(([stored]) => stored?.id ?? null);
    source.rowId = opening;
    // The next limited call tries again when this one could not be written.
    opening.catch(() => {
      if (source.rowId === opening) source.rowId = null;
    });
    await opening;
  }

  return {
    isSpent: (tenantId, ip) => current(keyOf(tenantId, ip)).refusals >= REFUSALS_PER_WINDOW,
    take(tenantId, ip) {
      const source = current(keyOf(tenantId, ip));
      if (source.refusals >= REFUSALS_PER_WINDOW) return false;
      source.refusals += 1;
      return true;
    },
    retryAfterSeconds: (tenantId, ip) =>
      Math.max(1, Math.ceil((current(keyOf(tenantId, ip)).windowEndsAt - now()) / 1000)),
    async countLimited(log) {
      const source = current(keyOf(log.tenantId, log.ip ?? ''));
      if (source.rowId === null) {
        await openRow(source, log);
        return;
      }
      source.unflushed += 1;
      unflushed.add(source);
      scheduleFlush();
    },
    flush,
    close: flush,
  };
}
