import type { ListAdvertiserOffersQuery } from '@affnet/contracts';
import type { ListRequest } from '../../../lib/list-params';

export type AdvertiserOffersRequest = ListRequest<ListAdvertiserOffersQuery>;

/** Query keys of the advertiser's own offers. */
export const advertiserOfferKeys = {
  all: ['advertiser-offers'] as const,
  list: (query: AdvertiserOffersRequest) => [...advertiserOfferKeys.all, 'list', query] as const,
  detail: (id: string) => [...advertiserOfferKeys.all, 'detail', id] as const,
};
