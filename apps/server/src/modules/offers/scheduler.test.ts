import pino from 'pino';
import { expect, test } from 'vitest';
import { openDatabase } from '../../db/client';
import { startOfferScheduler } from './scheduler';

test('a failing run is logged, never thrown, and stop() waits for the run in progress', async () => {
  // A closed database fails every query, as an unreachable server would.
  const handle = openDatabase({ pgliteDir: 'memory://' });
  await handle.close();
  const lines: Array<{ level: number; msg: string }> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });

  const scheduler = startOfferScheduler(handle.db, log, 60_000);
  await scheduler.stop();

  expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'offer scheduler run failed' }));
});
