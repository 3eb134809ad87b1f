import type { PostbackDelivery, PostbackMacroValues } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { postbackDeliveries } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { fillPostbackRequest } from '../../tracking/index';
import { type AttemptSettings, attemptDelivery } from './delivery/delivery-attempt';
import { getPostbackSecret } from './postback-secret';
import { findDelivery, findPostback, type PostbackScope } from './repository';

/** Believable values for a test call, marked so nobody mistakes them for a conversion. */
function sampleValues(
  postback: { offerRef: number | null; offerName: string | null; eventKey: string | null },
  now: Date,
): PostbackMacroValues {
  return {
    click_id: 'test-click-id',
    aff_click_id: 'your-click-id',
    sub1: 'test-sub1',
    sub2: 'test-sub2',
    sub3: '',
    sub4: '',
    sub5: '',
    source: 'test',
    offer_id: String(postback.offerRef ?? 1001),
    offer_name: postback.offerName ?? 'Test offer',
    event: postback.eventKey ?? 'conversion',
    payout: '1.00',
    sale_amount: '10.00',
    currency: 'USD',
    status: 'approved',
    conversion_id: 'test-conversion',
    txn_id: 'test-transaction',
    ip: '203.0.113.10',
    country: 'US',
    device: 'desktop',
    timestamp: String(Math.floor(now.getTime() / 1000)),
  };
}

/**
 * "Send test": one call with sample values, flagged `is_test`, sent now (not by the worker) and
 * final after that one attempt, so the answer can be shown at once. It is logged like any other.
 */
export async function sendTestPostback(
  db: Database,
  scope: PostbackScope,
  postbackId: string,
  settings: AttemptSettings,
): Promise<PostbackDelivery> {
  const postback = await findPostback(db, scope, postbackId);
  if (!postback) throw new AppError('NOT_FOUND', 'Postback not found.');
  const now = settings.now();
  const request = fillPostbackRequest(postback, sampleValues(postback, now));
  const [row] = await db
    .insert(postbackDeliveries)
    .values({
      tenantId: scope.tenantId,
      postbackId: postback.id,
      publisherId: postback.publisherId,
      offerId: postback.offerId,
      eventKey: postback.eventKey,
      conversionStatus: 'approved',
      method: postback.method,
      url: request.url,
      body: request.body,
      isTest: true,
      // Claimed by this request from the start: the worker leaves it alone.
      attempts: 1,
      nextAttemptAt: new Date(now.getTime() + settings.timeoutMs + 60_000),
    })
    .returning();
  if (!row) throw new Error('Test delivery insert returned no row');
  const secret = await getPostbackSecret(db, scope.tenantId, postback.publisherId);
  await attemptDelivery(db, row, secret, settings, false);
  const saved = await findDelivery(db, scope, row.id);
  if (!saved) throw new Error('Test delivery vanished');
  return saved;
}
