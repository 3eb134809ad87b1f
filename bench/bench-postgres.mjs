// A throwaway PostgreSQL for the benchmarks that need one (clicks, reports, billing): the test
// runner's cluster (scripts/test-support/postgres.mjs: a temp dir, loopback, unprivileged), the
// app's migrations applied, and one cleanup that stops it and removes its directory, also on exit
// or a signal.
import { openDatabase } from '../apps/server/src/db/client.ts';
import { startPostgres } from '../scripts/test-support/postgres.mjs';
import { findPostgresBin } from '../scripts/test-support/system.mjs';

/**
 * Starts PostgreSQL and migrates it. `onCleanup(fn)` adds to what `cleanup()` undoes (last added
 * first, PostgreSQL last); `cleanup` runs by itself on exit, SIGINT or SIGTERM.
 */
export async function startBenchPostgres({ poolSize }) {
  const cleanups = [];
  const cleanup = () => {
    while (cleanups.length > 0) cleanups.pop()();
  };
  process.on('exit', cleanup);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

  const pgBin = findPostgresBin();
  if (!pgBin) throw new Error('PostgreSQL server binaries not found (initdb, pg_ctl on PATH)');
  const postgres = await startPostgres(pgBin, (stop) => cleanups.push(stop));
  const handle = openDatabase({ databaseUrl: postgres.url, poolSize });
  await handle.migrate();
  return { postgres, handle, db: handle.db, onCleanup: (fn) => cleanups.push(fn), cleanup };
}
