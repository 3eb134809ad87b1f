import type { PublisherOfferListItem } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { type CatalogQuery, type CatalogRow, listCatalog } from './catalog-query';
import { categoriesOf, thumbnailUrlOf } from './offer-parts';
import { overridesOf, publisherPayoutOf } from './publisher-payouts';

/** Fields the list and the view share: who owns nothing here but the publisher's own relation. */
export function catalogItemOf(
  row: CatalogRow,
  categories: Array<{ id: string; name: string }>,
): Omit<PublisherOfferListItem, 'payout'> {
  const { offer } = row;
  return {
    id: offer.id,
    ref: offer.ref,
    name: offer.name,
    status: offer.status,
    visibility: offer.visibility,
    access: row.access,
    categories,
    currency: offer.currency,
    thumbnailUrl: thumbnailUrlOf(offer),
    countries: offer.targeting.country.include,
    excludedCountries: offer.targeting.country.exclude,
  };
}

/** offer/available and offer/approved: one page of what the publisher sees, with their payout. */
export async function listPublisherOffers(
  db: Database,
  tenantId: string,
  publisherId: string,
  query: CatalogQuery,
  now = new Date(),
): Promise<{ rows: PublisherOfferListItem[]; total: number }> {
  const { rows, total } = await listCatalog(db, tenantId, publisherId, query, now);
  const categories = await categoriesOf(
    db,
    tenantId,
    rows.map((row) => row.offer.id),
  );
  const overrides = await overridesOf(
    db,
    tenantId,
    publisherId,
    rows.map((row) => row.base.id),
  );
  const items = rows.map((row) => ({
    ...catalogItemOf(row, categories.get(row.offer.id) ?? []),
    payout: publisherPayoutOf(row.base, overrides, publisherId, now),
  }));
  return { rows: items, total };
}
