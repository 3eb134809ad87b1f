import {
  CREATIVE_SORTS,
  CREATIVE_STATUSES,
  CREATIVE_TYPES,
  type Creative,
  type ListCreativesResponse,
} from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { creativeKeys } from '../api/creative-keys';

export type CreativeSort = (typeof CREATIVE_SORTS)[number];
export type CreativeFilter = 'offerId' | 'type' | 'status';

/** `GET /api/v1/creatives`: every offer's creatives (or one offer's, on its creatives tab). */
export const CREATIVE_LIST_CONFIG: PagedList<Creative, CreativeSort, CreativeFilter> = {
  sorts: CREATIVE_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { offerId: 'id', type: CREATIVE_TYPES, status: CREATIVE_STATUSES },
  key: creativeKeys.lists(),
  fetchPage: getPage<ListCreativesResponse>('/v1/creatives'),
};
