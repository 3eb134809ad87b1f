import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { postbackDeliveries } from '../../../db/schema/index';
import { postbackSecretsOf } from '../postback-secret';
import { type AttemptSettings, attemptDelivery, type DeliveryRow, RETRY_DELAYS_MS } from './delivery-attempt';
import { DEFAULT_POSTBACK_TIMEOUT_MS } from './send-postback';

export const DELIVERY_BATCH = 10;
export const DELIVERY_POLL_MS = 1000;

export type DeliveryWorkerOptions = {
  db: Database;
  log: FastifyBaseLogger;
  allowHosts: readonly string[];
  timeoutMs?: number;
  retryDelaysMs?: readonly number[];
  batchSize?: number;
  pollMs?: number;
  /** The clock deciding what is due and when retries are (tests move it instead of waiting). */
  now?: () => Date;
};

export type DeliveryWorker = {
  /** Sends everything due now, a batch at a time, and says how many attempts it made. */
  runOnce: () => Promise<number>;
  /** Polls every `pollMs` until stopped. */
  start: () => void;
  /** Stops polling and claiming, and waits for the batch under way. */
  stop: () => Promise<void>;
};

/**
 * Claims due rows and takes a lease on them in one short transaction (FOR UPDATE SKIP LOCKED, so
 * several processes share the outbox without sending a row twice at once), then sends with no
 * transaction open: on PGlite's single connection a transaction held across a 5 s call would
 * stall every other query. If the process dies mid-send, the lease runs out and the row is
 * claimed again; the delivery id tells the publisher it is the same call.
 */
async function claimDue(db: Database, now: Date, limit: number, leaseMs: number): Promise<DeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: postbackDeliveries.id })
      .from(postbackDeliveries)
      .where(and(eq(postbackDeliveries.state, 'pending'), lte(postbackDeliveries.nextAttemptAt, now)))
      .orderBy(asc(postbackDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(postbackDeliveries)
      .set({
        attempts: sql`${postbackDeliveries.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(
        inArray(
          postbackDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function secretsFor(db: Database, rows: DeliveryRow[]): Promise<Map<string, string>> {
  const byTenant = new Map<string, Set<string>>();
  for (const row of rows)
    byTenant.set(row.tenantId, (byTenant.get(row.tenantId) ?? new Set()).add(row.publisherId));
  const secrets = new Map<string, string>();
  for (const [tenantId, publishers] of byTenant)
    for (const [id, secret] of await postbackSecretsOf(db, tenantId, [...publishers]))
      secrets.set(id, secret);
  return secrets;
}

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, log } = options;
  const settings: AttemptSettings = {
    allowHosts: options.allowHosts,
    timeoutMs: options.timeoutMs ?? DEFAULT_POSTBACK_TIMEOUT_MS,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
    now: options.now ?? (() => new Date()),
  };
  const batchSize = options.batchSize ?? DELIVERY_BATCH;
  // Longer than any attempt can take, so a live worker's row is never claimed by another.
  const leaseMs = settings.timeoutMs + 60_000;

  const runBatch = async (): Promise<number> => {
    const rows = await claimDue(db, settings.now(), batchSize, leaseMs);
    if (rows.length === 0) return 0;
    const secrets = await secretsFor(db, rows);
    await Promise.all(
      rows.map(async (row) => {
        const secret = secrets.get(row.publisherId);
        if (!secret) {
          // The publisher is gone (their rows cascade away); nothing to sign with, nobody to call.
          await db
            .update(postbackDeliveries)
            .set({ state: 'failed', error: 'publisher_missing', lastAttemptAt: settings.now() })
            .where(eq(postbackDeliveries.id, row.id));
          return;
        }
        // A test call (a staff test conversion's) is tried once: its outcome is for the person
        // watching the test, and retrying it for hours would only fill the publisher's log.
        const saved = await attemptDelivery(db, row, secret, settings, !row.isTest);
        if (saved.state === 'failed')
          log.warn(
            { deliveryId: row.id, error: saved.error, attempts: saved.attempts },
            'publisher postback failed',
          );
      }),
    );
    return rows.length;
  };

  // Once stopping, no new batch is claimed: a stop waits for the sends under way (each bounded by
  // the timeout), not for a whole backlog, which the next process picks up.
  let stopping = false;
  const runOnce = async (): Promise<number> => {
    let total = 0;
    for (;;) {
      const sent = await runBatch();
      total += sent;
      if (sent < batchSize || stopping) return total;
    }
  };

  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> | null = null;
  const tick = () => {
    if (current) return;
    current = runOnce()
      .catch((error: unknown) => log.error({ err: error }, 'postback delivery run failed'))
      .finally(() => {
        current = null;
      });
  };
  return {
    runOnce,
    start: () => {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, options.pollMs ?? DELIVERY_POLL_MS);
      timer.unref();
      tick();
    },
    stop: async () => {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await current;
    },
  };
}
