import { OFFER_STATUS_LABELS } from '@affnet/contracts';
import { useMemo } from 'react';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListScreen } from '../../../components/data-table/list-screen';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import type { ScreenMeta } from '../../../lib/screen';
import { advertiserOfferColumns } from '../components/advertiser-offer-columns';
import {
  ADVERTISER_OFFER_LIST_CONFIG,
  ADVERTISER_OFFER_STATUSES,
} from '../components/advertiser-offer-list-query';

const STATUS_OPTIONS = ADVERTISER_OFFER_STATUSES.map((status) => ({
  value: status,
  label: OFFER_STATUS_LABELS[status],
}));

export type AdvertiserOfferLinks = {
  list: string;
  view: (id: string) => string;
  /** Their performance report, which the offer's results open filtered to it. */
  report: string;
  /** Their setting/account, where the postback token is rotated. */
  account: string;
};
export type AdvertiserOfferScreenProps = { screen: ScreenMeta; links: AdvertiserOfferLinks };

/** advertiser offer/list: the advertiser's own offers, with what each costs them. */
export default function AdvertiserOfferListPage({ screen, links }: AdvertiserOfferScreenProps) {
  const params = useListParams(ADVERTISER_OFFER_LIST_CONFIG);
  const { state } = params;
  const list = usePagedQuery(ADVERTISER_OFFER_LIST_CONFIG, state);
  const columns = useMemo(() => advertiserOfferColumns(links.view), [links.view]);
  return (
    <ListScreen
      screen={screen}
      searchPlaceholder="Offer name or number"
      filters={
        <FilterSelect
          filters={params}
          name="status"
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          w={160}
        />
      }
      label="Offers"
      plural="offers"
      query={list}
      params={params}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
      empty={
        <NoResults
          title="No offers yet"
          description="Offers the network runs for you appear here once they go live."
          action={null}
        />
      }
    />
  );
}
