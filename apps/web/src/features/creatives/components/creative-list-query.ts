import { CREATIVE_SORTS, CREATIVE_STATUSES, CREATIVE_TYPES } from '@affnet/contracts';
import { isUuid } from '../../../lib/ids';
import type { ListConfig, ListState } from '../../../lib/list-params';
import type { CreativesRequest } from '../api/creative-keys';

export type CreativeSort = (typeof CREATIVE_SORTS)[number];
export type CreativeFilter = 'offerId' | 'type' | 'status';

export const CREATIVE_LIST_CONFIG: ListConfig<CreativeSort, CreativeFilter> = {
  sorts: CREATIVE_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { offerId: null, type: CREATIVE_TYPES, status: CREATIVE_STATUSES },
  perPageOptions: [25, 50, 100],
};

/** The list request for a list state; `offerId` scopes it to one offer (the offer's creatives tab). */
export function toCreativesQuery(
  state: ListState<CreativeSort, CreativeFilter>,
  offerId?: string,
): CreativesRequest {
  const offer = offerId ?? state.filters.offerId;
  const type = CREATIVE_TYPES.find((value) => value === state.filters.type);
  const status = CREATIVE_STATUSES.find((value) => value === state.filters.status);
  return {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    ...(state.search ? { search: state.search } : {}),
    ...(isUuid(offer) ? { offerId: offer } : {}),
    ...(type ? { type } : {}),
    ...(status ? { status } : {}),
  };
}
