/** Query keys of the advertiser's own offers. */
export const advertiserOfferKeys = {
  all: ['advertiser-offers'] as const,
  lists: () => [...advertiserOfferKeys.all, 'list'] as const,
  detail: (id: string) => [...advertiserOfferKeys.all, 'detail', id] as const,
};
