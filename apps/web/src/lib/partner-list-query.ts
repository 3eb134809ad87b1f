import { ACCOUNT_STATUSES, COUNTRY_CODES, type ListPartnersQuery, PARTNER_SORTS } from '@affnet/contracts';
import type { ListConfig, ListState } from './list-params';

export type PartnerSort = (typeof PARTNER_SORTS)[number];
export type PartnerFilter = 'status' | 'country' | 'accountManagerId';

/** The URL state of the advertiser and publisher lists; newest first, like the API's default. */
export const PARTNER_LIST_CONFIG: ListConfig<PartnerSort, PartnerFilter> = {
  sorts: PARTNER_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { status: ACCOUNT_STATUSES, country: COUNTRY_CODES, accountManagerId: 'id' },
};

/** The list request (`GET /advertisers`, `GET /publishers`) for a list state. */
export function toPartnersQuery(state: ListState<PartnerSort, PartnerFilter>): ListPartnersQuery {
  const { accountManagerId } = state.filters;
  const status = ACCOUNT_STATUSES.find((value) => value === state.filters.status);
  const country = COUNTRY_CODES.find((value) => value === state.filters.country);
  return {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    ...(state.search ? { search: state.search } : {}),
    ...(status ? { status } : {}),
    ...(country ? { country } : {}),
    ...(accountManagerId ? { accountManagerId } : {}),
  };
}
