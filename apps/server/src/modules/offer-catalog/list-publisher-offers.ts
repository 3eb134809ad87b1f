import type { PublisherOfferListItem } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { onePublisher, readOfferSnapshots } from '../../offer-model/index';
import { toPublisherOfferListItem } from '../offer-snapshots/index';
import { type CatalogQuery, listCatalog } from './catalog-query';

/** offer/available and offer/approved: one page of what the publisher sees, with their payout. */
export async function listPublisherOffers(
  db: Database,
  tenantId: string,
  publisherId: string,
  query: CatalogQuery,
  now = new Date(),
): Promise<{ rows: PublisherOfferListItem[]; total: number }> {
  const { ids, total } = await listCatalog(db, tenantId, publisherId, query, now);
  const snapshots = await readOfferSnapshots(db, tenantId, ids, onePublisher(publisherId));
  const rows = ids.flatMap((id) => {
    const snapshot = snapshots.get(id);
    // An offer deleted between the page query and the snapshot read is left out of this page.
    return snapshot ? [toPublisherOfferListItem(snapshot, publisherId, now)] : [];
  });
  return { rows, total };
}
