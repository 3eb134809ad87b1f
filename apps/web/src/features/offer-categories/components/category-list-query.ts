import { type ListOfferCategoriesQuery, OFFER_CATEGORY_SORTS } from '@affnet/contracts';
import type { ListConfig, ListState } from '../../../lib/list-params';

export type CategorySort = (typeof OFFER_CATEGORY_SORTS)[number];

/** offer/categories keeps its search, sort and page in the URL; A to Z by default. */
export const CATEGORY_LIST_CONFIG: ListConfig<CategorySort, never> = {
  sorts: OFFER_CATEGORY_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: {},
  perPageOptions: [25, 50, 100],
};

export function toCategoriesQuery(state: ListState<CategorySort, never>): ListOfferCategoriesQuery {
  return {
    page: state.page,
    perPage: state.perPage,
    sort: state.sort,
    order: state.order,
    ...(state.search ? { search: state.search } : {}),
  };
}
