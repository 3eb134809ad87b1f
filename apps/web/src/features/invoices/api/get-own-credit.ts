import type { OwnCreditResponse } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { invoiceKeys } from './invoice-keys';

/** `GET /api/v1/advertiser/credit`: the signed-in advertiser's credit control, null under none. */
export const ownCreditQuery = () =>
  queryOptions({
    queryKey: [...invoiceKeys.side('advertiser'), 'credit'],
    queryFn: ({ signal }) => request<OwnCreditResponse>('/v1/advertiser/credit', { signal }),
  });
