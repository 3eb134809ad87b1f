import {
  ACCOUNT_STATUSES,
  ADVERTISER_SORTS,
  type AdvertiserListItem,
  COUNTRY_CODES,
  PARTNER_SORTS,
  type PagedResponse,
  type PartnerKind,
  type PublisherListItem,
  type RecentRange,
} from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { partnerKeys, partnerPath } from '../api/partner-keys';

/** Every sort a partner list has: advertisers also sort by their figures, publishers do not. */
export type PartnerSort = (typeof ADVERTISER_SORTS)[number];
export type PartnerFilter = 'status' | 'country' | 'accountManagerId';

/** A row of each kind's list: the partner with what the list adds (figures, an advertiser's offers). */
export type PartnerListItemOf<K extends PartnerKind> = {
  advertiser: AdvertiserListItem;
  publisher: PublisherListItem;
}[K];
/** A page of either kind (`ListAdvertisersResponse`, `ListPublishersResponse`). */
type PartnerPage<K extends PartnerKind> = PagedResponse<PartnerListItemOf<K>> & {
  meta: { recent: RecentRange | null };
};

export type PartnerListOf<K extends PartnerKind> = PagedList<
  PartnerListItemOf<K>,
  PartnerSort,
  PartnerFilter,
  PartnerPage<K>
>;

/**
 * advertiser/manage and publisher/manage: `GET /api/v1/advertisers` or `/publishers`, searched,
 * filtered and sorted by the server with the state in the URL; newest first, like the API.
 */
function partnerListOf<K extends PartnerKind>(kind: K, sorts: readonly PartnerSort[]): PartnerListOf<K> {
  return {
    sorts,
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    filters: { status: ACCOUNT_STATUSES, country: COUNTRY_CODES, accountManagerId: 'id' },
    key: partnerKeys(kind).lists(),
    fetchPage: getPage<PartnerPage<K>>(partnerPath(kind)),
  };
}

/** One definition per kind, so `useListParams` gets the same config on every render. */
export const PARTNER_LISTS: { [K in PartnerKind]: PartnerListOf<K> } = {
  advertiser: partnerListOf('advertiser', ADVERTISER_SORTS),
  publisher: partnerListOf('publisher', PARTNER_SORTS),
};
