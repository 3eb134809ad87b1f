import { sqlStateOf } from '../../db/sql-state';
import type { EventStore, FilledPauseCap } from '../../events/index';
import {
  type ClickRecord,
  type ClickSink,
  type ImpressionRecord,
  isImpression,
  type TrackedRecord,
} from '../engine/click-record';
import type { ClickJournal } from './click-journal';
import { listSpoolFiles, readSpoolFile, removeSpoolFile, setSpoolFileAside, spoolBatch } from './click-spool';
import { writeTrackedBatch } from './write-tracked-batch';

/*
 * The click writer (docs/tracking.md "Writing"): `push` only appends to a bounded queue; one
 * loop per process drains it every `intervalMs` (or at once when a batch is full) into
 * the event store (`EventStore.writeClicks`). When the database fails, that batch and every later one go to the on-disk
 * spool instead, and the spool is replayed with backoff until the database answers again, then
 * at each start. Only one drain runs at a time, so batches never race each other.
 *
 * After a batch fills a click cap whose action is `pause`, the same drain pauses its offer
 * (`pauseOffer`, which the composition root wires to the offers' status history; idempotent); a
 * pause that fails is kept and tried again at the next drain.
 *
 * With a journal, every pushed click is also appended to it before its answer leaves
 * (`afterKept`); each drain seals the journal's segment and discards it once the queue it held is
 * stored or spooled, and keeps it when a click was lost meanwhile (the next start replays it).
 *
 * Banner impressions (`pushImpression`) travel the same queue, journal and spool; a batch writes
 * its clicks and its impressions in a statement each (write-tracked-batch.ts).
 */

export type WriterLog = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type ClickWriterOptions = {
  /** The spool folder (`DATA_DIR/spool`, see spoolDirFor). */
  spoolDir: string;
  log: WriterLog;
  /** Records per statement. */
  batchSize?: number;
  /** How often the queue is drained. It bounds the crash-loss window. */
  intervalMs?: number;
  /** Records held in memory at most; beyond that a click is still answered but counted as lost. */
  maxQueued?: number;
  /** Backoff between replays of the spool while the database is down: first wait and cap. */
  retryMs?: { first: number; max: number };
  /**
   * A statement not answered by then counts as an outage: the batch goes to the spool (if it
   * committed after all, its replay inserts nothing), so a hung connection cannot hold clicks
   * in memory, outside the spool, for longer than this.
   */
  writeTimeoutMs?: number;
  /** Told of the records each successful statement inserted (cap counters confirm their takes). */
  onWritten?: (records: readonly ClickRecord[]) => void;
  /** Where pushed clicks are kept until stored, so an answered click survives a crash (click-journal.ts). */
  journal?: ClickJournal;
  /** Pauses the offer of a `pause` click cap a batch filled; without it such offers keep running. */
  pauseOffer?: (cap: FilledPauseCap) => Promise<unknown>;
};

/** Records: clicks and impressions alike. */
export type ClickWriterStats = {
  queued: number;
  written: number;
  spooled: number;
  /** Clicks dropped because memory and spool were both unavailable. */
  lost: number;
  /** Clicks answered without being in the journal (it could not be written); 0 without a journal. */
  unjournaled: number;
  /** Whether the last statement succeeded (false while the spool is the destination). */
  databaseUp: boolean;
};

export type ClickWriter = Required<Pick<ClickSink, 'push' | 'pushImpression'>> &
  Pick<ClickSink, 'afterKept'> & {
    /** Replays the spool at the next drain (files were added to it from outside). */
    replaySpoolSoon: () => void;
    /** Writes (or spools) everything pushed so far. */
    flush: () => Promise<void>;
    /** Stops the timers, then flushes; what the database cannot take stays in the spool. */
    stop: () => Promise<void>;
    stats: () => ClickWriterStats;
  };

const DEFAULTS = {
  batchSize: 1000,
  intervalMs: 200,
  maxQueued: 200_000,
  retryMs: { first: 250, max: 30_000 },
  writeTimeoutMs: 10_000,
};

class WriteTimeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WriteTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Per-record failures (class 22 data exception, 23 integrity violation) are the batch's fault;
 * anything else (no connection, shutdown, lack of resources, a missing table during a deploy) is
 * an outage, and the batch waits in the spool until it passes.
 */
function isRecordError(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}

export function createClickWriter(events: EventStore, options: ClickWriterOptions): ClickWriter {
  const settings = { ...DEFAULTS, ...options };
  const { log, spoolDir, batchSize, journal } = settings;
  const queue: TrackedRecord[] = [];
  const counts = { written: 0, spooled: 0, lost: 0 };
  let databaseUp = true;
  let spoolPending = true; // leftovers of an earlier run are replayed first
  let retryWait = settings.retryMs.first;
  let retryAt = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let draining: Promise<void> | null = null;
  let stopped = false;
  /** Offers to pause for the `pause` caps written batches filled, by cap id. */
  const pausesDue = new Map<string, FilledPauseCap>();
  const pauseWarned = new Set<string>();
  /** `counts.lost` when the journal was last sealed: clicks lost since then may be in the next seal. */
  let lostAtLastSeal = 0;

  /** Inserts a batch; a record the database refuses is isolated by halving and set aside. */
  async function writeOrIsolate(records: readonly TrackedRecord[]): Promise<void> {
    try {
      const { inserted, filledPauseCaps } = await withTimeout(
        writeTrackedBatch(events, records),
        settings.writeTimeoutMs,
      );
      counts.written += inserted.size;
      for (const cap of filledPauseCaps) pausesDue.set(cap.capId, cap);
      settings.onWritten?.(
        records.filter((record): record is ClickRecord => !isImpression(record) && inserted.has(record.id)),
      );
    } catch (error) {
      if (!isRecordError(error)) throw error;
      if (records.length === 1) {
        log.error(
          { err: error, clickId: records[0]?.id },
          'click refused by the database; kept in the spool as rejected',
        );
        await spoolBatch(spoolDir, records, 'rejected');
        return;
      }
      const half = Math.ceil(records.length / 2);
      await writeOrIsolate(records.slice(0, half));
      await writeOrIsolate(records.slice(half));
    }
  }

  function markDown(error: unknown): void {
    if (databaseUp) log.warn({ err: error }, 'click writer: database unavailable, clicks go to the spool');
    databaseUp = false;
    spoolPending = true;
    retryAt = Date.now() + retryWait;
    clearTimeout(retryTimer);
    if (!stopped) retryTimer = setTimeout(kick, retryWait).unref();
    retryWait = Math.min(retryWait * 2, settings.retryMs.max);
  }

  function markUp(): void {
    if (!databaseUp) log.info({}, 'click writer: database back, replaying the spool');
    databaseUp = true;
    retryWait = settings.retryMs.first;
  }

  /** The records of a spool file; a file that cannot be read is set aside (and logged), not retried forever. */
  async function readOrSetAside(file: string): Promise<TrackedRecord[] | null> {
    try {
      return await readSpoolFile(file);
    } catch (error) {
      log.error({ err: error, file }, 'click writer: unreadable spool file set aside');
      await setSpoolFileAside(file);
      return null;
    }
  }

  /** Replays the spool, oldest file first, until it is empty or the database fails again. */
  async function replaySpool(): Promise<void> {
    for (const file of await listSpoolFiles(spoolDir)) {
      const records = await readOrSetAside(file);
      if (!records) continue;
      for (let start = 0; start < records.length; start += batchSize) {
        try {
          await writeOrIsolate(records.slice(start, start + batchSize));
        } catch (error) {
          markDown(error);
          return;
        }
        markUp();
      }
      await removeSpoolFile(file);
      // Clicks arriving during a long replay do not wait behind it (in memory, outside the spool).
      await writeQueue();
      if (!databaseUp) return;
    }
    spoolPending = false;
    markUp();
  }

  async function spoolOrLose(batch: readonly TrackedRecord[]): Promise<void> {
    try {
      await spoolBatch(spoolDir, batch);
      counts.spooled += batch.length;
      spoolPending = true;
    } catch (error) {
      counts.lost += batch.length;
      log.error({ err: error, clicks: batch.length }, 'click writer: spool unavailable, clicks lost');
    }
  }

  /** Writes the queue batch by batch, or spools it while the database is down. */
  async function writeQueue(): Promise<void> {
    // Every click in the sealed segments is in the queue now, or was taken from it by an earlier call.
    const sealed = journal?.seal();
    const lostBefore = lostAtLastSeal;
    lostAtLastSeal = counts.lost;
    await writeOrSpoolQueue();
    if (!sealed || sealed.length === 0) return;
    if (counts.lost === lostBefore) journal?.discard(sealed);
    else log.warn({ segments: sealed }, 'click writer: journal kept for the next start (clicks were lost)');
  }

  async function writeOrSpoolQueue(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0, batchSize);
      if (!databaseUp) {
        await spoolOrLose(batch);
        continue;
      }
      try {
        await writeOrIsolate(batch);
      } catch (error) {
        markDown(error);
        await spoolOrLose(batch);
      }
    }
  }

  /** Pauses the offers of filled `pause` caps; one that fails stays due for the next drain. */
  async function pauseOffersDue(): Promise<void> {
    for (const [capId, cap] of pausesDue) {
      try {
        await settings.pauseOffer?.(cap);
        pausesDue.delete(capId);
        pauseWarned.delete(capId);
      } catch (error) {
        // Said once per cap, not at every drain while it keeps failing.
        if (!pauseWarned.has(capId)) {
          log.warn({ err: error, ...cap }, 'click writer: offer not paused for its cap yet; trying again');
          pauseWarned.add(capId);
        }
        return;
      }
    }
  }

  async function drain(): Promise<void> {
    if (spoolPending && (databaseUp || Date.now() >= retryAt)) await replaySpool();
    await writeQueue();
    if (databaseUp) await pauseOffersDue();
  }

  function kick(): void {
    if (draining) return;
    draining = drain()
      .catch((error: unknown) => log.error({ err: error }, 'click writer: drain failed'))
      .finally(() => {
        draining = null;
      });
  }

  const timer = setInterval(kick, settings.intervalMs);
  timer.unref();
  kick();

  async function flush(): Promise<void> {
    await draining;
    kick();
    await draining;
  }

  function take(record: TrackedRecord): void {
    journal?.append(record);
    if (queue.length >= settings.maxQueued) {
      counts.lost += 1;
      return;
    }
    queue.push(record);
    if (queue.length === batchSize) kick();
  }

  return {
    push: take,
    pushImpression: (record: ImpressionRecord) => take(record),
    afterKept: journal && ((answer) => journal.afterKept(answer)),
    replaySpoolSoon() {
      spoolPending = true;
      kick();
    },
    flush,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(retryTimer);
      await flush();
      journal?.close();
    },
    stats: () => ({ queued: queue.length, ...counts, unjournaled: journal?.unjournaled() ?? 0, databaseUp }),
  };
}
