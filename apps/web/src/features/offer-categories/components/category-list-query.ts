import {
  type ListOfferCategoriesResponse,
  OFFER_CATEGORY_SORTS,
  type OfferCategory,
} from '@affnet/contracts';
import { OFFER_CATEGORIES_QUERY_KEY } from '../../../lib/api/get-offer-categories';
import { getPage, type PagedList } from '../../../lib/paged-list';

export type CategorySort = (typeof OFFER_CATEGORY_SORTS)[number];

/**
 * offer/categories: `GET /api/v1/offer-categories`, searched, sorted and paged by the server with
 * its state in the URL; A to Z by default. Under the categories' root key, so a save refreshes it.
 */
export const CATEGORY_LIST_CONFIG: PagedList<OfferCategory, CategorySort, never> = {
  sorts: OFFER_CATEGORY_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: {},
  key: [...OFFER_CATEGORIES_QUERY_KEY, 'list'],
  fetchPage: getPage<ListOfferCategoriesResponse>('/v1/offer-categories'),
};
