import type { OfferAccessStatus, PublisherAccess } from '@affnet/contracts';
import { hasRowsOf, type OfferSnapshot } from '../../offer-model/index';

export type PublisherAccessState = {
  /** What their screens show: public offers read `approved`, others their entry's status or `none`. */
  access: PublisherAccess;
  /** Their access entry's status and reason, if they have one. */
  status: OfferAccessStatus | null;
  reason: string | null;
  /** They may see it: it is live, and public or approval without a block, or private and approved. */
  visible: boolean;
  /** They may run it now: visible, and public or approved. */
  runnable: boolean;
};

const LIVE = new Set(['active', 'paused']);

/**
 * One publisher's standing on an offer: the rule `catalog-query.ts` states in SQL for the lists
 * (a test holds the two together), here over a snapshot for the offer page and the tracking engine.
 */
export function publisherAccessOf(snapshot: OfferSnapshot, publisherId: string): PublisherAccessState {
  if (!hasRowsOf(snapshot, publisherId)) throw new Error('The snapshot lacks this publisher’s rows');
  const { visibility, status: offerStatus } = snapshot.offer;
  const entry = snapshot.access.find((row) => row.publisherId === publisherId);
  const status = entry?.status ?? null;
  const seen = visibility === 'private' ? status === 'approved' : status !== 'blocked';
  const visible = LIVE.has(offerStatus) && seen;
  return {
    access: visibility === 'public' ? 'approved' : (status ?? 'none'),
    status,
    reason: entry?.reason ?? null,
    visible,
    runnable: visible && (visibility === 'public' || status === 'approved'),
  };
}
