import type { StaffAdvertiserBillingResponse } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { partnerKeys, partnerPath } from './partner-keys';

/** `GET /api/v1/advertisers/:id/billing`: who the advertiser's invoices go to and how they pay. */
export const advertiserBillingQuery = (id: string) =>
  queryOptions({
    queryKey: [...partnerKeys('advertiser').detail(id), 'billing'],
    queryFn: ({ signal }) =>
      request<StaffAdvertiserBillingResponse>(partnerPath('advertiser', id, 'billing'), { signal }),
  });
