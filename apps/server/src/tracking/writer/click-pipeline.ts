import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { CapCounters } from '../engine/click-record';
import { ensureClickPartitions } from './click-partitions';
import { spoolDirFor } from './click-spool';
import { type ClickWriter, createClickWriter, type WriterLog } from './click-writer';
import { startCapCounters } from './synced-cap-counters';

/*
 * Everything after a click is decided, for one process: the writer the click handler pushes to,
 * the cap counters it asks, the partition job and this process's
 * heartbeat. `stop()` is called after the HTTP server stopped taking requests (server.ts), so
 * every click answered is flushed or spooled.
 */

export type ClickPipeline = {
  /** The click handler's `CapCounters` (shared ⌈remaining ÷ N⌉ per process between syncs). */
  capCounters: CapCounters;
  /** The click handler's `ClickSink` (the click engine keeps the recent clicks conversions read). */
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
  const writer = createClickWriter(db, {
    spoolDir: spoolDirFor(config.dataDir),
    log,
    onWritten: capCounters.confirm,
  });

  return {
    capCounters,
    writer,
    async stop() {
      clearInterval(partitionJob);
      await writer.stop();
      await capCounters.stop();
    },
  };
}
