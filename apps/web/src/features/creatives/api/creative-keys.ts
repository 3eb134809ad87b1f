/** Query keys of the creatives feature; saves and deletes invalidate by these. */
export const creativeKeys = {
  all: ['creatives'] as const,
  lists: () => [...creativeKeys.all, 'list'] as const,
  detail: (id: string) => [...creativeKeys.all, 'detail', id] as const,
  offer: (offerId: string) => [...creativeKeys.all, 'offer', offerId] as const,
};
