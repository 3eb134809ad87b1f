/** Query keys of the offers feature; mutations invalidate by these. */
export const offerKeys = {
  all: ['offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  options: (search: string) => [...offerKeys.all, 'options', search] as const,
  detail: (id: string) => [...offerKeys.all, 'detail', id] as const,
  capPacing: (id: string) => [...offerKeys.detail(id), 'cap-pacing'] as const,
  statusChanges: (id: string) => [...offerKeys.detail(id), 'status-changes'] as const,
  versions: (id: string) => [...offerKeys.detail(id), 'versions'] as const,
  resolvedPayouts: (id: string, publisherId: string, country: string) =>
    [...offerKeys.detail(id), 'resolved-payouts', publisherId, country] as const,
};
