import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FieldErrors } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';

/** What the offer use cases need besides their input: passed in, so tests can swap any of it. */
export type OfferDeps = { db: Database; files: FileStore; log: FastifyBaseLogger };

/** Who is saving: the tenant of the request and the signed-in staff member. */
export type Actor = { tenantId: string; userId: string };

/**
 * What the checks of one save know. `offerId` is null while an offer is created; then `events`,
 * `requireHttps` and `timezone` come from the same body, otherwise from the stored offer (or,
 * for the tab that sets them, from the body of that tab).
 */
export type CheckContext = {
  db: Database;
  tenantId: string;
  offerId: string | null;
  requireHttps: boolean;
  timezone: string;
  events: ReadonlyArray<{ key: string; isBase: boolean }>;
  now: Date;
  errors: FieldErrors;
};

/** What the writers of one save know, inside its transaction. */
export type WriteContext = {
  db: Database;
  tenantId: string;
  offerId: string;
  timezone: string;
  /** The offer's event ids by key, as they are after the events were written. */
  eventIds: ReadonlyMap<string, string>;
};

/** The id of an event the checks proved to exist. */
export function eventIdOf(ctx: WriteContext, key: string): string {
  const id = ctx.eventIds.get(key);
  if (!id) throw new Error(`Event key "${key}" was not checked against the offer's events`);
  return id;
}

type Task = () => Promise<void>;

/** File work that must wait for the transaction's outcome (bytes cannot roll back with it). */
export type Cleanup = { afterCommit: Task[]; onFailure: Task[] };

async function runAll(tasks: Task[], log: FastifyBaseLogger): Promise<void> {
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      // The save itself stands (or failed for its own reason); a left-over file is only wasted space.
      log.error({ err: error }, 'offer file clean-up failed');
    }
  }
}

/** One transaction for a whole save; new upload bytes go if it fails, replaced ones once it commits. */
export async function runOfferTransaction<T>(
  deps: OfferDeps,
  work: (tx: Database, cleanup: Cleanup) => Promise<T>,
): Promise<T> {
  const cleanup: Cleanup = { afterCommit: [], onFailure: [] };
  let result: T;
  try {
    result = await deps.db.transaction((tx) => work(tx, cleanup));
  } catch (error) {
    await runAll(cleanup.onFailure, deps.log);
    throw error;
  }
  await runAll(cleanup.afterCommit, deps.log);
  return result;
}
