import {
  type ListOffersResponse,
  OFFER_SORTS,
  OFFER_STATUSES,
  OFFER_VISIBILITIES,
  type OfferListItem,
} from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { offerKeys } from '../api/offer-keys';

export type OfferSort = (typeof OFFER_SORTS)[number];
export type OfferFilter = 'status' | 'advertiserId' | 'categoryId' | 'visibility';

/** offer/manage: `GET /api/v1/offers` with its state in the URL; newest first, like the API's default. */
export const OFFER_LIST_CONFIG: PagedList<OfferListItem, OfferSort, OfferFilter, ListOffersResponse> = {
  sorts: OFFER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: OFFER_STATUSES, advertiserId: 'id', categoryId: 'id', visibility: OFFER_VISIBILITIES },
  key: offerKeys.lists(),
  fetchPage: getPage<ListOffersResponse>('/v1/offers'),
};
