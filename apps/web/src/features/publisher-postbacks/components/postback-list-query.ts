import {
  DELIVERY_STATES,
  type ListPostbackDeliveriesResponse,
  type ListPublisherPostbacksResponse,
  POSTBACK_SORTS,
  type PostbackDelivery,
  type PublisherPostback,
} from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { POSTBACK_PATHS, type PostbackSide, postbackKeys } from '../api/postback-side';

export type PostbackSort = (typeof POSTBACK_SORTS)[number];
export type PostbackFilter = 'publisherId' | 'offerId';

/** A side's postback settings, newest first. */
export function postbackListOf(
  side: PostbackSide,
): PagedList<PublisherPostback, PostbackSort, PostbackFilter> {
  return {
    sorts: POSTBACK_SORTS,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters: { publisherId: 'id', offerId: 'id' },
    key: postbackKeys.lists(side),
    fetchPage: getPage<ListPublisherPostbacksResponse>(POSTBACK_PATHS[side].postbacks),
  };
}

export type DeliverySort = 'createdAt';
export type DeliveryFilter = 'state' | 'publisherId' | 'postbackId' | 'from' | 'to';

/** A side's postback log, newest first; the day filters are YYYY-MM-DD (the server checks them). */
export function deliveryListOf(
  side: PostbackSide,
): PagedList<PostbackDelivery, DeliverySort, DeliveryFilter> {
  return {
    sorts: ['createdAt'],
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters: { state: DELIVERY_STATES, publisherId: 'id', postbackId: 'id', from: null, to: null },
    key: postbackKeys.deliveries(side),
    fetchPage: getPage<ListPostbackDeliveriesResponse>(POSTBACK_PATHS[side].deliveries),
  };
}
