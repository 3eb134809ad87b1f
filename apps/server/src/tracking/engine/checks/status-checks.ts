import type { ClickReason } from '@affnet/contracts';
import type { OfferSnapshot } from '../../../offer-model/index';
import type { Check, PublisherFacts } from './check-input';

/** Drafts and archived offers take no traffic; paused and expired ones send it to their fallback. */
export const checkOfferStatus: Check = ({ snapshot }) => {
  const { status } = snapshot.offer;
  if (status === 'draft' || status === 'archived') return 'offer_not_live';
  if (status === 'paused' || status === 'expired') return 'offer_paused';
  return null;
};

/**
 * The publisher's account, then their access by the offer's visibility: a block entry always
 * wins; approval and private offers need an approved entry (docs/offers.md "Visibility").
 */
export const checkPublisher: Check = ({ snapshot, publisher }) => publisherRefusal(snapshot, publisher);

/** Why this publisher may not run the offer now, or null (the rule above, also for banner views). */
export function publisherRefusal(snapshot: OfferSnapshot, publisher: PublisherFacts): ClickReason | null {
  if (publisher.status !== 'active') return 'publisher_not_active';
  const entry = snapshot.access.find((row) => row.publisherId === publisher.id);
  if (entry?.status === 'blocked') return 'access_blocked';
  if (snapshot.offer.visibility !== 'public' && entry?.status !== 'approved') return 'not_approved';
  return null;
}
