import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

/** What a list screen keeps in the URL, and which values are allowed there. */
export type ListConfig<Sort extends string, Filter extends string> = {
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder: SortOrder;
  /** Filter keys; a list of allowed values, or null for any non-empty value. */
  filters: Record<Filter, readonly string[] | null>;
  perPageOptions: readonly number[];
};

export type ListState<Sort extends string, Filter extends string> = {
  page: number;
  perPage: number;
  search: string;
  sort: Sort;
  order: SortOrder;
  filters: Partial<Record<Filter, string>>;
};

function oneOf<T extends string | number>(allowed: readonly T[], value: T | undefined): value is T {
  return value !== undefined && allowed.includes(value);
}

/**
 * Reads a list's state from the query string. Anything missing or not allowed (a hand-edited
 * URL, an old bookmark) falls back to its default instead of reaching the server.
 */
export function readListState<Sort extends string, Filter extends string>(
  params: URLSearchParams,
  config: ListConfig<Sort, Filter>,
): ListState<Sort, Filter> {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  const sort = params.get('sort') as Sort | null;
  const order = params.get('order');
  const filters: Partial<Record<Filter, string>> = {};
  for (const [key, allowed] of Object.entries(config.filters) as [Filter, readonly string[] | null][]) {
    const value = params.get(key)?.trim();
    if (value && (allowed === null || allowed.includes(value))) filters[key] = value;
  }
  const [firstPerPage = 25] = config.perPageOptions;
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: oneOf(config.perPageOptions, perPage) ? perPage : firstPerPage,
    search: params.get('search')?.trim() ?? '',
    sort: oneOf(config.sorts, sort ?? undefined) && sort ? sort : config.defaultSort,
    order: order === 'asc' || order === 'desc' ? order : config.defaultOrder,
    filters,
  };
}

type Changes = Record<string, string | number | null>;

/**
 * A list screen's paging, sorting, search and filters, kept in the URL so that reload, back and
 * forward restore them. Every change but paging goes back to page 1.
 */
export function useListParams<Sort extends string, Filter extends string>(config: ListConfig<Sort, Filter>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, config), [params, config]);
  // A search typed a moment before clicking a result lands while that page is still loading;
  // applying it then would replace the navigation and keep the user on the list.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isLeaving = navigation.location !== undefined && navigation.location.pathname !== pathname;

  const update = useCallback(
    (changes: Changes) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      }),
    [setParams],
  );

  const filterKeys = Object.keys(config.filters) as Filter[];
  return {
    state,
    hasFilters: state.search !== '' || filterKeys.some((key) => state.filters[key] !== undefined),
    setPage: (page: number) => update({ page: page > 1 ? page : null }),
    setPerPage: (perPage: number) => update({ perPage }),
    /** Same column again flips the order; a new column starts ascending. */
    toggleSort: (sort: Sort) =>
      update({ sort, order: state.sort === sort && state.order === 'asc' ? 'desc' : 'asc' }),
    setSearch: (search: string) => {
      if (!isLeaving) update({ search: search.trim() });
    },
    setFilter: (key: Filter, value: string | null) => update({ [key]: value }),
    /** Several filters (or the search) at once, in one history entry. */
    setFilters: (changes: Partial<Record<Filter | 'search', string | null>>) => update(changes as Changes),
    clearFilters: () =>
      update(Object.fromEntries([['search', null], ...filterKeys.map((key) => [key, null])])),
  };
}

export type ListParams<Sort extends string, Filter extends string> = ReturnType<
  typeof useListParams<Sort, Filter>
>;

/**
 * A list request as the client sends it: a contracts list query (its zod input, where paging is
 * still `unknown` before coercion) with paging as the numbers the URL state holds.
 */
export type ListRequest<Query> = Omit<Query, 'page' | 'perPage'> & { page: number; perPage: number };
