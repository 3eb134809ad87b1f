import type { ListCreativesQuery } from '@affnet/contracts';
import type { ListRequest } from '../../../lib/list-params';

export type CreativesRequest = ListRequest<ListCreativesQuery>;

/** Query keys of the creatives feature; saves and deletes invalidate by these. */
export const creativeKeys = {
  all: ['creatives'] as const,
  lists: () => [...creativeKeys.all, 'list'] as const,
  list: (query: CreativesRequest) => [...creativeKeys.lists(), query] as const,
  detail: (id: string) => [...creativeKeys.all, 'detail', id] as const,
  offer: (offerId: string) => [...creativeKeys.all, 'offer', offerId] as const,
};
