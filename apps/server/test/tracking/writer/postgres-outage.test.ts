import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startPostgres, type TestPostgres } from '../../../../../scripts/test-support/postgres.mjs';
import { findPostgresBin } from '../../../../../scripts/test-support/system.mjs';
import { type DatabaseHandle, openDatabase } from '../../../src/db/client';
import { createClickWriter } from '../../../src/tracking/writer/click-writer';
import { buildClickRecord, newClickWorld } from '../../helpers/click-records';
import { eventStoreOf } from '../../helpers/events';
import { TEST_DRIVER } from '../../helpers/test-app';
import { waitUntil } from '../../helpers/wait-until';
import { rollupsOf, totalsFromClicks } from './rollup-queries';

/*
 * The "Done when": stopping and restarting PostgreSQL during a click stream loses
 * nothing and duplicates nothing. It runs in the PostgreSQL step of `npm test` (the shared test
 * server cannot be stopped under the other files, so this file starts a server of its own).
 */

let postgres: TestPostgres;
let handle: DatabaseHandle;
const spoolDir = mkdtempSync(join(tmpdir(), 'affnet-spool-'));

beforeAll(async () => {
  if (TEST_DRIVER !== 'postgres') return;
  postgres = await startPostgres(findPostgresBin());
  handle = openDatabase({ databaseUrl: postgres.url, poolSize: 4 });
  await handle.migrate();
});
afterAll(async () => {
  await handle?.close();
  postgres?.stop();
  rmSync(spoolDir, { recursive: true, force: true });
});

async function storedCount(tenantId: string): Promise<number> {
  const result = await handle.db.execute(
    sql`select count(*)::int as n from clicks where tenant_id = ${tenantId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

test.runIf(TEST_DRIVER === 'postgres')(
  'PostgreSQL stopped and restarted during a click stream: every click stored once, totals exact',
  async () => {
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const writer = createClickWriter(eventStoreOf(handle.db), {
      spoolDir,
      log: silent,
      intervalMs: 20,
      retryMs: { first: 50, max: 500 },
    });
    const world = newClickWorld();
    let pushed = 0;
    const stream = setInterval(() => {
      for (let i = 0; i < 10; i++) {
        writer.push(buildClickRecord(world, { sub1: `s${pushed % 7}` }));
        pushed += 1;
      }
    }, 5);

    await waitUntil(async () => (await storedCount(world.tenantId)) > 0);
    postgres.halt();
    await waitUntil(() => !writer.stats().databaseUp && writer.stats().spooled > 0);
    postgres.resume();
    await waitUntil(() => writer.stats().databaseUp && readdirSync(spoolDir).length === 0);
    clearInterval(stream);
    await writer.stop();

    expect(writer.stats().lost).toBe(0);
    expect(await storedCount(world.tenantId)).toBe(pushed);
    const rollups = await rollupsOf(handle.db, world.tenantId);
    expect(rollups.hourly).toEqual(await totalsFromClicks(handle.db, world.tenantId, 'hourly'));
    expect(rollups.sub).toEqual(await totalsFromClicks(handle.db, world.tenantId, 'sub'));
    expect(rollups.hourly.reduce((sum, row) => sum + Number(row.gross_clicks), 0)).toBe(pushed);
  },
);
