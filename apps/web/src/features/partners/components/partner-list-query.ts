import {
  ACCOUNT_STATUSES,
  COUNTRY_CODES,
  PARTNER_SORTS,
  type PagedResponse,
  type PartnerKind,
} from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { type PartnerOf, partnerKeys, partnerPath } from '../api/partner-keys';

export type PartnerSort = (typeof PARTNER_SORTS)[number];
export type PartnerFilter = 'status' | 'country' | 'accountManagerId';

/**
 * advertiser/manage and publisher/manage: `GET /api/v1/advertisers` or `/publishers`, searched,
 * filtered and sorted by the server with the state in the URL; newest first, like the API.
 */
function partnerListOf<K extends PartnerKind>(kind: K): PagedList<PartnerOf<K>, PartnerSort, PartnerFilter> {
  return {
    sorts: PARTNER_SORTS,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters: { status: ACCOUNT_STATUSES, country: COUNTRY_CODES, accountManagerId: 'id' },
    key: partnerKeys(kind).lists(),
    fetchPage: getPage<PagedResponse<PartnerOf<K>>>(partnerPath(kind)),
  };
}

/** One definition per kind, so `useListParams` gets the same config on every render. */
export const PARTNER_LISTS: { [K in PartnerKind]: PagedList<PartnerOf<K>, PartnerSort, PartnerFilter> } = {
  advertiser: partnerListOf('advertiser'),
  publisher: partnerListOf('publisher'),
};
