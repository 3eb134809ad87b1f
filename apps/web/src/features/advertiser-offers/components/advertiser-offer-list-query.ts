import { ADVERTISER_OFFER_SORTS, type OfferStatus } from '@affnet/contracts';
import type { ListConfig, ListState } from '../../../lib/list-params';
import type { AdvertiserOffersRequest } from '../api/advertiser-offer-keys';

export type AdvertiserOfferSort = (typeof ADVERTISER_OFFER_SORTS)[number];
export type AdvertiserOfferFilter = 'status';

/** Statuses an advertiser sees: drafts are the network's work in progress, not shown to them. */
export const ADVERTISER_OFFER_STATUSES: readonly OfferStatus[] = ['active', 'paused', 'expired', 'archived'];

export const ADVERTISER_OFFER_LIST_CONFIG: ListConfig<AdvertiserOfferSort, AdvertiserOfferFilter> = {
  sorts: ADVERTISER_OFFER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: ADVERTISER_OFFER_STATUSES },
  perPageOptions: [25, 50, 100],
};

export function toAdvertiserOffersQuery(
  state: ListState<AdvertiserOfferSort, AdvertiserOfferFilter>,
): AdvertiserOffersRequest {
  const status = ADVERTISER_OFFER_STATUSES.find((value) => value === state.filters.status);
  return {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    ...(state.search ? { search: state.search } : {}),
    ...(status ? { status } : {}),
  };
}
