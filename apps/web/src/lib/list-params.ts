import { DEFAULT_PER_PAGE } from '@affnet/contracts';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { isUuid } from './ids';

export type SortOrder = 'asc' | 'desc';

/** The page sizes every list offers (and accepts in the URL); 25 when the URL names none. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** What a filter accepts from the URL: one of these values, a record id, or any text (null). */
export type FilterRule = readonly string[] | 'id' | null;

/** What a list screen keeps in the URL, and which values are allowed there. */
export type ListConfig<Sort extends string, Filter extends string> = {
  sorts: readonly Sort[];
  defaultSort: Sort;
  defaultOrder: SortOrder;
  filters: Record<Filter, FilterRule>;
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

function isAllowed(rule: FilterRule, value: string): boolean {
  if (rule === null) return true;
  if (rule === 'id') return isUuid(value);
  return rule.includes(value);
}

/**
 * Reads a list's state from the query string. Anything missing or not allowed (a hand-edited
 * URL, an old bookmark, an id that is not one) falls back to its default instead of reaching
 * the server.
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
  for (const [key, rule] of Object.entries(config.filters) as [Filter, FilterRule][]) {
    const value = params.get(key)?.trim();
    if (value && isAllowed(rule, value)) filters[key] = value;
  }
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: oneOf(PAGE_SIZES, perPage) ? perPage : DEFAULT_PER_PAGE,
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
