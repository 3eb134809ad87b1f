import { SSRF_REFUSED } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { postbackDeliveries } from '../../../db/schema/index';
import { type SendOutcome, sendPostback } from './send-postback';

export type DeliveryRow = typeof postbackDeliveries.$inferSelect;

/** Waits before the 2nd, 3rd, … attempt (docs/tracking.md): 1 min, 5 min, 30 min, 2 h, 6 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;

export type AttemptSettings = {
  allowHosts: readonly string[];
  timeoutMs: number;
  /** Delay before each retry; its length + 1 is the number of attempts. */
  retryDelaysMs: readonly number[];
  now: () => Date;
};

/** Answers worth asking again: the receiver's trouble (5xx), or it asked us to slow down. */
function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

type Verdict = { state: 'delivered' | 'failed' | 'retry'; error: string | null };

function verdictOf(outcome: SendOutcome): Verdict {
  if (outcome.kind === 'answered') {
    if (outcome.status >= 200 && outcome.status < 300) return { state: 'delivered', error: null };
    if (isRetryableStatus(outcome.status)) return { state: 'retry', error: `http_${outcome.status}` };
    // 3xx (redirects are not followed) and other 4xx: asking again would get the same answer.
    return { state: 'failed', error: `http_${outcome.status}` };
  }
  if (outcome.error === SSRF_REFUSED || outcome.error === 'bad_url')
    return { state: 'failed', error: outcome.error };
  return { state: 'retry', error: outcome.error };
}

/**
 * Sends a claimed delivery (its `attempts` already counts this attempt) and writes the result:
 * delivered, failed, or pending again after the next backoff step while attempts remain.
 * `retry: false` (test sends) makes the one attempt final.
 */
export async function attemptDelivery(
  db: Database,
  row: DeliveryRow,
  secret: string,
  settings: AttemptSettings,
  retry = true,
): Promise<DeliveryRow> {
  const started = settings.now();
  const outcome = await sendPostback(
    { deliveryId: row.id, method: row.method, url: row.url, body: row.body, secret },
    {
      allowHosts: settings.allowHosts,
      timeoutMs: settings.timeoutMs,
      unixSeconds: Math.floor(started.getTime() / 1000),
    },
  );
  const verdict = verdictOf(outcome);
  const retryDelay = settings.retryDelaysMs[row.attempts - 1];
  const retryAgain = retry && verdict.state === 'retry' && retryDelay !== undefined;
  const finished = settings.now();
  const [saved] = await db
    .update(postbackDeliveries)
    .set({
      state: verdict.state === 'retry' ? (retryAgain ? 'pending' : 'failed') : verdict.state,
      lastAttemptAt: started,
      nextAttemptAt: retryAgain ? new Date(finished.getTime() + retryDelay) : finished,
      responseStatus: outcome.kind === 'answered' ? outcome.status : null,
      responseBody: outcome.kind === 'answered' ? outcome.body : outcome.detail,
      error: verdict.error,
    })
    .where(and(eq(postbackDeliveries.id, row.id), eq(postbackDeliveries.tenantId, row.tenantId)))
    .returning();
  return saved ?? row;
}
