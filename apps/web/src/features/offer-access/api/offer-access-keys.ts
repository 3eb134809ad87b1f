import type { ListOfferAccessQuery } from '@affnet/contracts';
import type { ListRequest } from '../../../lib/list-params';

export type OfferAccessRequest = ListRequest<ListOfferAccessQuery>;

/** Query keys of the offer-access feature; decisions and grants invalidate them all. */
export const offerAccessKeys = {
  all: ['offer-access'] as const,
  list: (query: OfferAccessRequest) => [...offerAccessKeys.all, 'list', query] as const,
};
