import type { Database } from '../../db/client';
import { postbackDeliveries } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findDeliveryRecords, type PostbackScope } from './repository';

/**
 * Re-fire: a new pending delivery per chosen one, copying its request (URL, body, method, the
 * conversion and status it reports), due at once. The original row stays as it was, so the log
 * keeps what happened; the copy has its own delivery id, since it is a new call the publisher
 * asked for, not a retry of the old one. Deliveries still pending are already on their way and
 * are not copied.
 */
export async function refireDeliveries(
  db: Database,
  scope: PostbackScope,
  ids: readonly string[],
  now: Date,
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const found = await findDeliveryRecords(db, scope, wanted);
  if (found.length !== wanted.length) throw new AppError('NOT_FOUND', 'Delivery not found.');
  const settled = found.filter((row) => row.state !== 'pending');
  if (settled.length === 0) return [];
  const inserted = await db
    .insert(postbackDeliveries)
    .values(
      settled.map((row) => ({
        tenantId: row.tenantId,
        postbackId: row.postbackId,
        publisherId: row.publisherId,
        conversionId: row.conversionId,
        offerId: row.offerId,
        eventKey: row.eventKey,
        conversionStatus: row.conversionStatus,
        method: row.method,
        url: row.url,
        body: row.body,
        isTest: row.isTest,
        nextAttemptAt: now,
      })),
    )
    .returning({ id: postbackDeliveries.id });
  return inserted.map((row) => row.id);
}
