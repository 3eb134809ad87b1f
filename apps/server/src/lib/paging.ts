import type { PagedResponse } from '@affnet/contracts';

/** The paging of a parsed list query (contracts `listQuerySchema`): the page asked for and its size. */
export type PageQuery = { page: number; perPage: number };

/** The rows a page covers, for a query's `.limit()` and `.offset()`. */
export function pageWindow({ page, perPage }: PageQuery): { limit: number; offset: number } {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/** A list route's answer: one page of items and the count of all, in the contracts' paged envelope. */
export function toPage<Item>(items: Item[], total: number, query: PageQuery): PagedResponse<Item> {
  return { data: items, meta: { page: query.page, perPage: query.perPage, total } };
}
