import type { FastifyBaseLogger } from 'fastify';
import { expect, test, vi } from 'vitest';
import type { Database } from '../../db/client';
import { startOfferScheduler } from './scheduler';

test('a failing run is logged, never thrown, and stop() waits for the run in progress', async () => {
  const failure = new Error('database unreachable');
  const transaction = vi.fn(() => Promise.reject(failure));
  // Only `transaction` is reached before the failure; a whole database is not needed to show it.
  const db = { transaction } as unknown as Database;
  const error = vi.fn();
  const log = { error, info: vi.fn() } as unknown as FastifyBaseLogger;

  const scheduler = startOfferScheduler(db, log, 60_000);
  await scheduler.stop();

  expect(transaction).toHaveBeenCalledTimes(1);
  expect(error).toHaveBeenCalledWith({ err: failure }, 'offer scheduler run failed');
});
