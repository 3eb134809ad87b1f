import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';

declare module 'vitest' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs interfaces
  export interface ProvidedContext {
    /** File holding a migrated PGlite data directory; each test file starts its own copy from it. */
    pgliteSnapshotFile: string | null;
  }
}

/**
 * Migrates once before the files run in parallel. On PostgreSQL that migrates the shared test
 * database, as the owner role when TEST_MIGRATION_DATABASE_URL names one (`npm test` does: the
 * tests then run as the least-privilege role of TEST_DATABASE_URL, granted what a server is); on
 * PGlite it builds a migrated snapshot, so a file starts in well under a second instead of running
 * initdb and every migration itself.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = openDatabase({
    databaseUrl: url,
    migrationUrl: process.env.TEST_MIGRATION_DATABASE_URL,
    pgliteDir: 'memory://',
    poolSize: 1,
  });
  try {
    await handle.migrate();
    if (url || !handle.snapshot) {
      project.provide('pgliteSnapshotFile', null);
      return undefined;
    }
    const file = join(tmpdir(), `affnet-pglite-${process.pid}-${Date.now()}.tar`);
    writeFileSync(file, Buffer.from(await (await handle.snapshot()).arrayBuffer()));
    project.provide('pgliteSnapshotFile', file);
    return () => rmSync(file, { force: true });
  } finally {
    await handle.close();
  }
}
