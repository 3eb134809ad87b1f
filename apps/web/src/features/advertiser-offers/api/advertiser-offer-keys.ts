/** Query keys of the advertiser's own offers. */
export const advertiserOfferKeys = {
  all: ['advertiser-offers'] as const,
  lists: () => [...advertiserOfferKeys.all, 'list'] as const,
  detail: (id: string) => [...advertiserOfferKeys.all, 'detail', id] as const,
  integration: (id: string) => [...advertiserOfferKeys.all, 'integration', id] as const,
  results: (id: string, tz: string) => [...advertiserOfferKeys.all, 'results', id, tz] as const,
  postbackLogs: () => [...advertiserOfferKeys.all, 'postback-logs'] as const,
};
