import {
  type AdvertiserPostbackLog,
  type ListAdvertiserPostbackLogsResponse,
  POSTBACK_RESULTS,
} from '@affnet/contracts';
import type { PostbackLogSort } from '../../../components/postback-log/postback-log-columns';
import { getPage, listRequestOf, type PagedList } from '../../../lib/paged-list';
import { conversionKeys } from '../api/conversion-keys';

export type { PostbackLogSort };
export type PostbackLogFilter = 'advertiserId' | 'offerId' | 'result' | 'from' | 'to';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `GET /api/v1/advertiser-postback-logs`, newest first. A date from a hand-edited URL that is not
 * a day is left out of the request rather than answered with an error.
 */
export const POSTBACK_LOG_LIST_CONFIG: PagedList<AdvertiserPostbackLog, PostbackLogSort, PostbackLogFilter> =
  {
    sorts: ['receivedAt'],
    defaultSort: 'receivedAt',
    defaultOrder: 'desc',
    filters: { advertiserId: 'id', offerId: 'id', result: POSTBACK_RESULTS, from: null, to: null },
    key: conversionKeys.postbackLogs(),
    fetchPage: getPage<ListAdvertiserPostbackLogsResponse>('/v1/advertiser-postback-logs'),
    toRequest: (state) => {
      const request = listRequestOf(state);
      return {
        ...request,
        from: request.from && DAY.test(request.from) ? request.from : undefined,
        to: request.to && DAY.test(request.to) ? request.to : undefined,
      };
    },
  };
