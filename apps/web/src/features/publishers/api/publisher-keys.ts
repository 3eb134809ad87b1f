import type { ListPartnersQuery } from '@affnet/contracts';

/** Query keys of the publishers feature; mutations invalidate by these. */
export const publisherKeys = {
  all: ['publishers'] as const,
  lists: () => [...publisherKeys.all, 'list'] as const,
  list: (query: ListPartnersQuery) => [...publisherKeys.lists(), query] as const,
  detail: (id: string) => [...publisherKeys.all, 'detail', id] as const,
};
