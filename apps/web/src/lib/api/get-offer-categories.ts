import type { CategoryOption } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';

/** Root key of everything about categories; the category screen's saves invalidate it. */
export const OFFER_CATEGORIES_QUERY_KEY = ['offer-categories'] as const;

/** `GET /api/v1/offer-categories/options`: every category of the network (id and name), by name. */
export function getCategoryOptions(signal?: AbortSignal): Promise<{ data: CategoryOption[] }> {
  return request<{ data: CategoryOption[] }>('/v1/offer-categories/options', { signal });
}

/**
 * The categories offer forms and filters pick from. Under the categories' root key, so an edit on
 * the category screen refreshes every picker.
 */
export function useCategoryOptions() {
  return useQuery(
    queryOptions({
      queryKey: [...OFFER_CATEGORIES_QUERY_KEY, 'options'] as const,
      queryFn: ({ signal }) => getCategoryOptions(signal),
      select: (answer) => answer.data,
      staleTime: 60_000,
    }),
  );
}
