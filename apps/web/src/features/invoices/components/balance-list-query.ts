import {
  CURRENCY_CODES,
  type ListPublisherBalancesResponse,
  type PublisherBalanceRow,
} from '@affnet/contracts';
import { getPage, listRequestOf, type PagedList } from '../../../lib/paged-list';
import { invoiceKeys } from '../api/invoice-keys';

/** The balances come in one order, by publisher name: nothing to sort by. */
export type BalanceSort = 'publisher';
export type BalanceFilter = 'currency' | 'owed';

/**
 * The billing screen's Balances tab: `GET /api/v1/billing/balances`, a row per publisher and
 * currency, searched by name, filtered by currency and to what is owed.
 */
export const PUBLISHER_BALANCE_LIST: PagedList<PublisherBalanceRow, BalanceSort, BalanceFilter> = {
  sorts: ['publisher'],
  defaultSort: 'publisher',
  defaultOrder: 'asc',
  filters: { currency: CURRENCY_CODES, owed: ['1'] },
  key: invoiceKeys.balances(),
  fetchPage: getPage<ListPublisherBalancesResponse>('/v1/billing/balances'),
  toRequest: (state) => {
    const { sort: _sort, order: _order, ...request } = listRequestOf(state);
    return request;
  },
};
