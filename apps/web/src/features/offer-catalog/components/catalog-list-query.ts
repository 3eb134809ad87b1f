import {
  COUNTRY_CODES,
  type ListPublisherOffersResponse,
  PAYOUT_TYPES,
  PUBLISHER_OFFER_SORTS,
  type PublisherOfferListItem,
} from '@affnet/contracts';
import type { ListState } from '../../../lib/list-params';
import { getPage, type ListScope, type PagedList } from '../../../lib/paged-list';
import { catalogKeys } from '../api/catalog-keys';

export type CatalogSort = (typeof PUBLISHER_OFFER_SORTS)[number];
export type CatalogFilter = 'categoryId' | 'country' | 'payoutType' | 'access';
export type CatalogScope = 'available' | 'approved';

/** Access a publisher can filter the available offers by (blocked offers are not shown at all). */
export const ACCESS_FILTERS = ['none', 'pending', 'approved', 'rejected'] as const;
export const ACCESS_FILTER_LABELS: Record<(typeof ACCESS_FILTERS)[number], string> = {
  none: 'Not requested',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** offer/available and offer/approved: `GET /api/v1/publisher/offers` in one scope or the other. */
export const CATALOG_LIST_CONFIG: PagedList<PublisherOfferListItem, CatalogSort, CatalogFilter> = {
  sorts: PUBLISHER_OFFER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { categoryId: 'id', country: COUNTRY_CODES, payoutType: PAYOUT_TYPES, access: ACCESS_FILTERS },
  key: catalogKeys.lists(),
  fetchPage: getPage<ListPublisherOffersResponse>('/v1/publisher/offers'),
};

/** The request's scope; the approved list holds approved offers only, so it has no access filter. */
export function catalogScopeOf(scope: CatalogScope): ListScope {
  return scope === 'available' ? { scope } : { scope, access: undefined };
}

/** True when a filter the scope uses is set (an access filter in the URL means nothing to "approved"). */
export function isCatalogFiltered(
  state: ListState<CatalogSort, CatalogFilter>,
  scope: CatalogScope,
): boolean {
  const { access, ...others } = state.filters;
  return (
    state.search !== '' ||
    Object.values(others).some((value) => value !== undefined) ||
    (scope === 'available' && access !== undefined)
  );
}
