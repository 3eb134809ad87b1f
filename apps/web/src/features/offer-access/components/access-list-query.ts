import {
  type ListOfferAccessResponse,
  OFFER_ACCESS_SORTS,
  type OfferAccess,
  type OfferAccessStatus,
} from '@affnet/contracts';
import type { ListState } from '../../../lib/list-params';
import { getPage, listRequestOf, type PagedList } from '../../../lib/paged-list';
import { offerAccessKeys } from '../api/offer-access-keys';

export type AccessSort = (typeof OFFER_ACCESS_SORTS)[number];
export type AccessFilter = 'status' | 'offerId' | 'publisherId';
/** The status tabs: one per status, and every entry; pending (the work to do) when none is chosen. */
export type AccessTab = OfferAccessStatus | 'all';
export const ACCESS_TABS: readonly AccessTab[] = ['pending', 'approved', 'rejected', 'blocked', 'all'];
export const DEFAULT_ACCESS_TAB: AccessTab = 'pending';

export function tabOf(state: ListState<AccessSort, AccessFilter>): AccessTab {
  return ACCESS_TABS.find((tab) => tab === state.filters.status) ?? DEFAULT_ACCESS_TAB;
}

/**
 * `GET /api/v1/offer-access`: publishers' requests and access entries; the status tab asks for
 * its status ("all" for none). An offer's own panel scopes it with `{ offerId }`.
 */
export const ACCESS_LIST_CONFIG: PagedList<OfferAccess, AccessSort, AccessFilter> = {
  sorts: OFFER_ACCESS_SORTS,
  defaultSort: 'updatedAt',
  defaultOrder: 'desc',
  filters: { status: ACCESS_TABS, offerId: 'id', publisherId: 'id' },
  key: offerAccessKeys.lists(),
  fetchPage: getPage<ListOfferAccessResponse>('/v1/offer-access'),
  toRequest: (state) => {
    const tab = tabOf(state);
    return { ...listRequestOf(state), status: tab === 'all' ? undefined : tab };
  },
};
