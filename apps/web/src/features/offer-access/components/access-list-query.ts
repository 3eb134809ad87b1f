import { OFFER_ACCESS_SORTS, type OfferAccessStatus } from '@affnet/contracts';
import { isUuid } from '../../../lib/ids';
import type { ListConfig, ListState } from '../../../lib/list-params';
import type { OfferAccessRequest } from '../api/get-offer-access';

export type AccessSort = (typeof OFFER_ACCESS_SORTS)[number];
export type AccessFilter = 'status' | 'offerId' | 'publisherId';
/** The status tabs: one per status, and every entry; pending (the work to do) when none is chosen. */
export type AccessTab = OfferAccessStatus | 'all';
export const ACCESS_TABS: readonly AccessTab[] = ['pending', 'approved', 'rejected', 'blocked', 'all'];
export const DEFAULT_ACCESS_TAB: AccessTab = 'pending';

export const ACCESS_LIST_CONFIG: ListConfig<AccessSort, AccessFilter> = {
  sorts: OFFER_ACCESS_SORTS,
  defaultSort: 'updatedAt',
  defaultOrder: 'desc',
  filters: { status: ACCESS_TABS, offerId: null, publisherId: null },
  perPageOptions: [25, 50, 100],
};

export function tabOf(state: ListState<AccessSort, AccessFilter>): AccessTab {
  return ACCESS_TABS.find((tab) => tab === state.filters.status) ?? DEFAULT_ACCESS_TAB;
}

/** The list request for a list state; `offerId` scopes it to one offer (the offer's own panel). */
export function toAccessQuery(
  state: ListState<AccessSort, AccessFilter>,
  offerId?: string,
): OfferAccessRequest {
  const tab = tabOf(state);
  const offer = offerId ?? state.filters.offerId;
  const { publisherId } = state.filters;
  return {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    ...(state.search ? { search: state.search } : {}),
    ...(tab !== 'all' ? { status: tab } : {}),
    ...(isUuid(offer) ? { offerId: offer } : {}),
    ...(isUuid(publisherId) ? { publisherId } : {}),
  };
}
