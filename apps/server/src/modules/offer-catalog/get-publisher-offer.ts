import type { PublisherOffer } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { onePublisher, readOfferSnapshot } from '../../offer-model/index';
import { publisherAccessOf, toPublisherOffer } from '../offer-snapshots/index';

/**
 * offer/view/{id} for a publisher: 404 unless they may see it (the rule the lists apply in SQL).
 * Only their own rows of the offer are read; the answer is built field by field from them.
 */
export async function getPublisherOffer(
  db: Database,
  tenantId: string,
  publisherId: string,
  offerId: string,
  now = new Date(),
): Promise<PublisherOffer> {
  return toPublisherOffer(await visibleOfferSnapshot(db, tenantId, publisherId, offerId), publisherId, now);
}

/** The offer as the publisher's rows read it, if they may see it; 404 otherwise. */
export async function visibleOfferSnapshot(
  db: Database,
  tenantId: string,
  publisherId: string,
  offerId: string,
) {
  const snapshot = await readOfferSnapshot(db, tenantId, offerId, onePublisher(publisherId));
  if (!snapshot || !publisherAccessOf(snapshot, publisherId).visible) {
    throw new AppError('NOT_FOUND', 'Offer not found.');
  }
  return snapshot;
}
