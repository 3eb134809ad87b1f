/** Query keys of the offer-access feature; decisions and grants invalidate them all. */
export const offerAccessKeys = {
  all: ['offer-access'] as const,
  lists: () => [...offerAccessKeys.all, 'list'] as const,
};
