import { COUNTRY_CODES, PAYOUT_TYPES, PUBLISHER_OFFER_SORTS } from '@affnet/contracts';
import { isUuid } from '../../../lib/ids';
import type { ListConfig, ListState } from '../../../lib/list-params';
import type { PublisherOffersRequest } from '../api/catalog-keys';

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

export const CATALOG_LIST_CONFIG: ListConfig<CatalogSort, CatalogFilter> = {
  sorts: PUBLISHER_OFFER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { categoryId: null, country: COUNTRY_CODES, payoutType: PAYOUT_TYPES, access: ACCESS_FILTERS },
  perPageOptions: [25, 50, 100],
};

export function toCatalogQuery(
  state: ListState<CatalogSort, CatalogFilter>,
  scope: CatalogScope,
): PublisherOffersRequest {
  const { categoryId } = state.filters;
  const country = COUNTRY_CODES.find((value) => value === state.filters.country);
  const payoutType = PAYOUT_TYPES.find((value) => value === state.filters.payoutType);
  // The approved list holds approved offers only, so it has no access filter.
  const access =
    scope === 'available' ? ACCESS_FILTERS.find((value) => value === state.filters.access) : undefined;
  return {
    scope,
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    ...(state.search ? { search: state.search } : {}),
    ...(isUuid(categoryId) ? { categoryId } : {}),
    ...(country ? { country } : {}),
    ...(payoutType ? { payoutType } : {}),
    ...(access ? { access } : {}),
  };
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
