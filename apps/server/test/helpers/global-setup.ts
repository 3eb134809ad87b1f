import { openDatabase } from '../../src/db/client';

/** On PostgreSQL, migrate once before the files run in parallel; PGlite files migrate their own. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const handle = openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}
