import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { EventStore, FilledPauseCap } from '../../events/index';
import type { CapCounters } from '../engine/click-record';
import { openClickJournal } from './click-journal';
import { spoolDirFor } from './click-spool';
import { type ClickWriter, createClickWriter, type WriterLog } from './click-writer';
import { ownerGoneBy, recoverJournals } from './journal-recovery';
import { startCapCounters } from './synced-cap-counters';

/*
 * Everything after a click is decided, for one process: the writer the click handler pushes to
 * and its journal, the cap counters it asks, the partition job and this process's heartbeat.
 * At start the journals of processes that died are replayed (through the spool) before this
 * process answers a click. `stop()` is called after the HTTP server stopped taking requests
 * (server.ts), so every click answered is flushed or spooled.
 */

export type ClickPipeline = {
  /** The click handler's `CapCounters` (shared ⌈remaining ÷ N⌉ per process between syncs). */
  capCounters: CapCounters;
  /** The click handler's `ClickSink` (the click engine keeps the recent clicks conversions read). */
  writer: Pick<ClickWriter, 'push' | 'afterKept' | 'flush' | 'stats'>;
  stop: () => Promise<void>;
};

const PARTITION_JOB_MS = 60 * 60_000;
/**
 * How often journals left by other processes are looked for again after start: one whose owner
 * could not be known gone then (another host's heartbeat not yet stale, a pid in use again).
 */
const ORPHAN_JOURNALS_MS = 60_000;

/** What the pipeline stores into and reads from; `pauseOffer` acts on `pause` click caps a batch filled. */
export type PipelineParts = {
  db: Database;
  events: EventStore;
  pauseOffer: (cap: FilledPauseCap) => Promise<unknown>;
};

export async function createClickPipeline(
  { db, events, pauseOffer }: PipelineParts,
  config: Pick<Config, 'dataDir'>,
  log: WriterLog,
): Promise<ClickPipeline> {
  const createPartitions = () =>
    events
      .prepareClickStorage()
      .catch((error: unknown) =>
        log.error(
          { err: error },
          'click partitions: not created; rows go to the default partition meanwhile',
        ),
      );
  await createPartitions();
  const partitionJob = setInterval(() => void createPartitions(), PARTITION_JOB_MS);
  partitionJob.unref();

  const capCounters = await startCapCounters(db, { log });
  const spoolDir = spoolDirFor(config.dataDir);
  const ownerGone = ownerGoneBy(db);
  await recoverJournals(spoolDir, ownerGone, log);
  const journal = openClickJournal(spoolDir, log);
  const writer = createClickWriter(events, {
    spoolDir,
    log,
    onWritten: capCounters.confirm,
    journal,
    pauseOffer,
  });
  // The spool, with the clicks a dead process answered, is stored before this one answers any;
  // the counters then read cap usage again, those clicks included.
  await writer.flush();
  await capCounters.sync();

  const lookForOrphans = () =>
    recoverJournals(spoolDir, ownerGone, log, journal.owner).then(
      (moved) => {
        if (moved > 0) writer.replaySpoolSoon();
      },
      (error: unknown) => log.error({ err: error }, 'click journal: journals of other processes not read'),
    );
  const orphanJob = setInterval(() => void lookForOrphans(), ORPHAN_JOURNALS_MS);
  orphanJob.unref();

  return {
    capCounters,
    writer,
    async stop() {
      clearInterval(partitionJob);
      clearInterval(orphanJob);
      await writer.stop();
      await capCounters.stop();
    },
  };
}
