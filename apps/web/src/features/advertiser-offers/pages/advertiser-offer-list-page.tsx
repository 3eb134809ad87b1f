import { OFFER_STATUS_LABELS } from '@affnet/contracts';
import { Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListSearch } from '../../../components/data-table/list-search';
import { PagedTable } from '../../../components/data-table/paged-table';
import { PageHeader } from '../../../components/page-header';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
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
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      <Group gap="sm" align="flex-end">
        <ListSearch params={params} placeholder="Offer name or number" />
        <FilterSelect
          filters={params}
          name="status"
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          w={160}
        />
        <ClearFiltersButton shown={params.hasFilters} onClear={params.clearFilters} />
      </Group>
      <PagedTable
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
    </Stack>
  );
}
