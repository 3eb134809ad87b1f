import { SEEDED_DATA_DIR_ENV, seedDataDir } from './app-server';

/**
 * Seeds the demo network once for the run; every worker's server starts on a copy of it
 * (app-server.ts). The workers inherit the variable; the returned function removes the seed after.
 */
export default async function globalSetup(): Promise<() => void> {
  const { dataDir, remove } = await seedDataDir();
  process.env[SEEDED_DATA_DIR_ENV] = dataDir;
  return remove;
}
