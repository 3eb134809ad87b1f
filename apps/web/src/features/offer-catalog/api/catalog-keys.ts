/** Query keys of the publisher's offer catalogue; an access request refreshes them all. */
export const catalogKeys = {
  all: ['offer-catalog'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  detail: (id: string) => [...catalogKeys.all, 'detail', id] as const,
  changes: (id: string) => [...catalogKeys.all, 'detail', id, 'changes'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
};
