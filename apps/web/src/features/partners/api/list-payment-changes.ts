import type { ListPartnerPaymentChangesResponse, PartnerKind, PartnerPaymentChange } from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { partnerKeys, partnerPath } from './partner-keys';

/**
 * `GET /api/v1/{kind}s/:id/payment-changes`: each change of the partner's payment settings,
 * newest first (the only order the server keeps), paged in the view page's URL.
 */
export function paymentChangeListOf(
  kind: PartnerKind,
  partnerId: string,
): PagedList<PartnerPaymentChange, 'at', never> {
  return {
    sorts: ['at'],
    defaultSort: 'at',
    defaultOrder: 'desc',
    filters: {},
    key: [...partnerKeys(kind).detail(partnerId), 'payment-changes'],
    fetchPage: getPage<ListPartnerPaymentChangesResponse>(partnerPath(kind, partnerId, 'payment-changes')),
    toRequest: ({ page, perPage }) => ({ page, perPage }),
  };
}
