import {
  ADVERTISER_OFFER_SORTS,
  type AdvertiserOfferListItem,
  type ListAdvertiserOffersResponse,
  type OfferStatus,
} from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { advertiserOfferKeys } from '../api/advertiser-offer-keys';

export type AdvertiserOfferSort = (typeof ADVERTISER_OFFER_SORTS)[number];
export type AdvertiserOfferFilter = 'status';

/** Statuses an advertiser sees: drafts are the network's work in progress, not shown to them. */
export const ADVERTISER_OFFER_STATUSES: readonly OfferStatus[] = ['active', 'paused', 'expired', 'archived'];

/** advertiser offer/list: `GET /api/v1/advertiser/offers`, the signed-in advertiser's own offers. */
export const ADVERTISER_OFFER_LIST_CONFIG: PagedList<
  AdvertiserOfferListItem,
  AdvertiserOfferSort,
  AdvertiserOfferFilter
> = {
  sorts: ADVERTISER_OFFER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: ADVERTISER_OFFER_STATUSES },
  key: advertiserOfferKeys.lists(),
  fetchPage: getPage<ListAdvertiserOffersResponse>('/v1/advertiser/offers'),
};
