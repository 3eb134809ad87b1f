import type { ListPartnersQuery } from '@affnet/contracts';

/** Query keys of the advertisers feature; mutations invalidate by these. */
export const advertiserKeys = {
  all: ['advertisers'] as const,
  lists: () => [...advertiserKeys.all, 'list'] as const,
  list: (query: ListPartnersQuery) => [...advertiserKeys.lists(), query] as const,
  detail: (id: string) => [...advertiserKeys.all, 'detail', id] as const,
};
