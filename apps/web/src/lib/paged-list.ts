import type { PagedResponse } from '@affnet/contracts';
import { keepPreviousData, type QueryKey, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './http';
import type { ListConfig, ListState, SortOrder } from './list-params';

/** A list request as the client sends it: paging, sort and search, and each filter the URL holds. */
export type ListRequest<Sort extends string = string, Filter extends string = string> = {
  page: number;
  perPage: number;
  sort: Sort;
  order: SortOrder;
  search?: string;
} & Partial<Record<Filter, string>>;

/** Request parameters a screen fixes whatever the URL says (one offer's list, a catalogue scope). */
export type ListScope = Record<string, string | undefined>;

/** The query string of a page request, as the HTTP client takes it. */
export type PageRequest = Record<string, string | number | undefined>;

/**
 * A server-paged list, declared once by its feature: the URL state it keeps (`ListConfig`), the
 * endpoint that answers one page (`Answer`: its contracts response, when its meta says more than
 * the paging), and the query key its mutations invalidate.
 */
export type PagedList<
  Row,
  Sort extends string,
  Filter extends string,
  Answer extends PagedResponse<Row> = PagedResponse<Row>,
> = ListConfig<Sort, Filter> & {
  /** Query key prefix of the list's pages, e.g. `['offers', 'list']`. */
  key: QueryKey;
  fetchPage: (query: PageRequest, signal?: AbortSignal) => Promise<Answer>;
  /** When the request is not the URL state as it is (a status tab that means "any"). */
  toRequest?: (state: ListState<Sort, Filter>) => PageRequest;
};

/** `GET /api<path>` for one page; `Answer` is the endpoint's contracts response type. */
export function getPage<Answer extends PagedResponse<unknown>>(path: string) {
  return (query: PageRequest, signal?: AbortSignal): Promise<Answer> =>
    request<Answer>(path, { query, signal });
}

/** The request for a list state: the URL state was checked when read, so it goes as it is. */
export function listRequestOf<Sort extends string, Filter extends string>(
  state: ListState<Sort, Filter>,
): ListRequest<Sort, Filter> {
  const { page, perPage, sort, order, search, filters } = state;
  return { page, perPage, sort, order, ...(search ? { search } : {}), ...filters } as ListRequest<
    Sort,
    Filter
  >;
}

/** One page's query: keyed by its request, the previous page kept on screen while the next loads. */
export function pagedQueryOptions<
  Row,
  Sort extends string,
  Filter extends string,
  Answer extends PagedResponse<Row> = PagedResponse<Row>,
>(list: PagedList<Row, Sort, Filter, Answer>, state: ListState<Sort, Filter>, scope: ListScope = {}) {
  const query: PageRequest = { ...(list.toRequest?.(state) ?? listRequestOf(state)), ...scope };
  return queryOptions({
    queryKey: [...list.key, query],
    queryFn: ({ signal }) => list.fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The page of `list` that its URL state (from `useListParams`) asks for. */
export function usePagedQuery<
  Row,
  Sort extends string,
  Filter extends string,
  Answer extends PagedResponse<Row> = PagedResponse<Row>,
>(list: PagedList<Row, Sort, Filter, Answer>, state: ListState<Sort, Filter>, scope?: ListScope) {
  return useQuery(pagedQueryOptions(list, state, scope));
}
