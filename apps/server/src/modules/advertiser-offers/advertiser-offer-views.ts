import type { AdvertiserOffer, AdvertiserOfferListItem } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { NO_PUBLISHER, readOfferSnapshot, readOfferSnapshots } from '../../offer-model/index';
import type { Tenant } from '../../tenancy/index';
import { isShownToAdvertiser, toAdvertiserOffer, toAdvertiserOfferListItem } from '../offer-snapshots/index';
import { type AdvertiserOffersQuery, listAdvertiserOfferIds } from './repository';

export async function listAdvertiserOffers(
  db: Database,
  tenantId: string,
  advertiserId: string,
  query: AdvertiserOffersQuery,
): Promise<{ rows: AdvertiserOfferListItem[]; total: number }> {
  const { ids, total } = await listAdvertiserOfferIds(db, tenantId, advertiserId, query);
  // No publisher's rows: nothing of what publishers earn or ask is even read for an advertiser.
  const snapshots = await readOfferSnapshots(db, tenantId, ids, NO_PUBLISHER);
  const rows = ids.flatMap((id) => {
    const snapshot = snapshots.get(id);
    return snapshot ? [toAdvertiserOfferListItem(snapshot)] : [];
  });
  return { rows, total };
}

/** offer/view/{id} for the advertiser who owns it; anyone else's offer (or a draft) is a 404. */
export async function getAdvertiserOffer(
  db: Database,
  tenant: Pick<Tenant, 'id' | 'conversionIntake'>,
  advertiserId: string,
  id: string,
): Promise<AdvertiserOffer> {
  const snapshot = await readOfferSnapshot(db, tenant.id, id, NO_PUBLISHER);
  if (!snapshot || !isShownToAdvertiser(snapshot, advertiserId)) {
    throw new AppError('NOT_FOUND', 'Offer not found.');
  }
  return toAdvertiserOffer(snapshot, tenant.conversionIntake);
}
