// What the click writer costs the process that runs it, per click: 40 batches of 1,000 clicks
// written one after another to a throwaway PostgreSQL (the first 5 warm up), with the process's
// CPU time (user + system, every thread) and the wall time per click. The click path pays the CPU
// figure on its own event loop; the rest of the wall time is PostgreSQL's (docs/performance.md).
//
//   node --import tsx bench/click-writer-cpu.mjs
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createPostgresEventStore } from '../apps/server/src/events/index.ts';
import { buildClickRecord, newClickWorld } from '../apps/server/test/helpers/click-records.ts';
import { startPostgres } from '../scripts/test-support/postgres.mjs';
import { findPostgresBin } from '../scripts/test-support/system.mjs';

const BATCHES = 40;
const WARM_UP = 5;
const BATCH_SIZE = 1000;

const stops = [];
const postgres = await startPostgres(findPostgresBin(), (stop) => stops.push(stop));
const handle = openDatabase({ databaseUrl: postgres.url, poolSize: 2 });
try {
  await handle.migrate();
  const events = createPostgresEventStore(handle.db);
  await events.prepareClickStorage();
  const world = newClickWorld();
  const batches = Array.from({ length: BATCHES }, () =>
    Array.from({ length: BATCH_SIZE }, () => buildClickRecord(world)),
  );
  for (const batch of batches.slice(0, WARM_UP)) await events.writeClicks(batch);
  let cpuMicros = 0;
  const started = process.hrtime.bigint();
  for (const batch of batches.slice(WARM_UP)) {
    const before = process.cpuUsage();
    await events.writeClicks(batch);
    const used = process.cpuUsage(before);
    cpuMicros += used.user + used.system;
  }
  const clicks = (BATCHES - WARM_UP) * BATCH_SIZE;
  const wallMicros = Number(process.hrtime.bigint() - started) / 1000;
  console.log(
    `click writer: ${(cpuMicros / clicks).toFixed(1)} µs of this process's CPU a click, ` +
      `${(wallMicros / clicks).toFixed(1)} µs of wall time (batches of ${BATCH_SIZE})`,
  );
} finally {
  await handle.close();
  for (const stop of stops) stop();
}
