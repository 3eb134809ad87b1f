import type { CategoryOption } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { catalogKeys } from './catalog-keys';

/** What a publisher sees of a category: enough to filter offers by it. */
export type PublisherCategory = CategoryOption;

/** `GET /api/v1/publisher/offer-categories`: the network's categories, by name. */
export function getPublisherCategories(signal?: AbortSignal): Promise<{ data: PublisherCategory[] }> {
  return request<{ data: PublisherCategory[] }>('/v1/publisher/offer-categories', { signal });
}

export function usePublisherCategories() {
  return useQuery({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getPublisherCategories(signal),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}
