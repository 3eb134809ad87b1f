import { OFFER_SORTS, OFFER_STATUSES, OFFER_VISIBILITIES } from '@affnet/contracts';
import { isUuid } from '../../../lib/ids';
import type { ListConfig, ListState } from '../../../lib/list-params';
import type { OffersRequest } from '../api/get-offers';

export type OfferSort = (typeof OFFER_SORTS)[number];
export type OfferFilter = 'status' | 'advertiserId' | 'categoryId' | 'visibility';

/** The URL state of offer/manage; newest first, like the API's default. */
export const OFFER_LIST_CONFIG: ListConfig<OfferSort, OfferFilter> = {
  sorts: OFFER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: OFFER_STATUSES, advertiserId: null, categoryId: null, visibility: OFFER_VISIBILITIES },
  perPageOptions: [25, 50, 100],
};

/** The list request (`GET /offers`) for a list state; ids that are not ids are left out. */
export function toOffersQuery(state: ListState<OfferSort, OfferFilter>): OffersRequest {
  const { advertiserId, categoryId } = state.filters;
  const status = OFFER_STATUSES.find((value) => value === state.filters.status);
  const visibility = OFFER_VISIBILITIES.find((value) => value === state.filters.visibility);
  return {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    ...(state.search ? { search: state.search } : {}),
    ...(status ? { status } : {}),
    ...(isUuid(advertiserId) ? { advertiserId } : {}),
    ...(isUuid(categoryId) ? { categoryId } : {}),
    ...(visibility ? { visibility } : {}),
  };
}
