import { type ListOwnPostbackLogsResponse, type OwnPostbackLog, POSTBACK_RESULTS } from '@affnet/contracts';
import type { PostbackLogSort } from '../../../components/postback-log/postback-log-columns';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { advertiserOfferKeys } from '../api/advertiser-offer-keys';

export type OwnPostbackLogFilter = 'result';

/**
 * The offer view's postback log: `GET /api/v1/advertiser/postback-logs`, newest first; the page
 * fixes `offerId` to the offer it shows (a list scope, not a URL filter).
 */
export const OWN_POSTBACK_LOG_LIST_CONFIG: PagedList<OwnPostbackLog, PostbackLogSort, OwnPostbackLogFilter> =
  {
    sorts: ['receivedAt'],
    defaultSort: 'receivedAt',
    defaultOrder: 'desc',
    filters: { result: POSTBACK_RESULTS },
    key: advertiserOfferKeys.postbackLogs(),
    fetchPage: getPage<ListOwnPostbackLogsResponse>('/v1/advertiser/postback-logs'),
  };
