import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { CapCounters, ClickSink, RecentClicks } from '../engine/click-record';
import { ensureClickPartitions } from './click-partitions';
import { spoolDirFor } from './click-spool';
import { type ClickWriter, createClickWriter, type WriterLog } from './click-writer';
import { createRecentClicks } from './recent-clicks';
import { startCapCounters } from './synced-cap-counters';

/*
 * Everything after a click is decided, for one process: the sink the click handler pushes to
 * (recent clicks + the writer), the cap counters it asks, the partition job and this process's
 * heartbeat. `stop()` is called after the HTTP server stopped taking requests (server.ts), so
 * every click answered is flushed or spooled.
 */

export type ClickPipeline = {
  /** The click handler's `ClickSink`. */
  sink: ClickSink;
  /** The click handler's `CapCounters` (shared ⌈remaining ÷ N⌉ per process between syncs). */
  capCounters: CapCounters;
  /** The conversion path's `RecentClicks`: clicks pushed in the last minutes, written or not. */
  recentClicks: RecentClicks;
  /**
   * The writer alone (`push` without the recent clicks), for a click engine that keeps its own
   * recent clicks: then pass `writer` as the sink, not `sink`, so no click is held twice.
   */
  writer: Pick<ClickWriter, 'push' | 'flush' | 'stats'>;
  stop: () => Promise<void>;
};

const PARTITION_JOB_MS = 60 * 60_000;

export async function createClickPipeline(
  db: Database,
  config: Pick<Config, 'dataDir'>,
  log: WriterLog,
): Promise<ClickPipeline> {
  const createPartitions = () =>
    ensureClickPartitions(db).catch((error: unknown) =>
      log.error({ err: error }, 'click partitions: not created; rows go to the default partition meanwhile'),
    );
  await createPartitions();
  const partitionJob = setInterval(() => void createPartitions(), PARTITION_JOB_MS);
  partitionJob.unref();

  const capCounters = await startCapCounters(db, { log });
  const recentClicks = createRecentClicks();
  const writer = createClickWriter(db, {
    spoolDir: spoolDirFor(config.dataDir),
    log,
    onWritten: capCounters.confirm,
  });

  return {
    sink: {
      push(record) {
        recentClicks.add(record);
        writer.push(record);
      },
    },
    capCounters,
    recentClicks,
    writer,
    async stop() {
      clearInterval(partitionJob);
      await writer.stop();
      await capCounters.stop();
    },
  };
}
