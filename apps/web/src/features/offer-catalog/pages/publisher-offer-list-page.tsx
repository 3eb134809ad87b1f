import type { PublisherOfferListItem } from '@affnet/contracts';
import { Button, Paper, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table';
import { ListBody } from '../../../components/data-table/list-body';
import { TablePagination } from '../../../components/data-table/table-pagination';
import { PageHeader } from '../../../components/page-header';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { type ScreenMeta, trailOf } from '../../../lib/screen';
import { usePublisherOffers } from '../api/get-publisher-offers';
import { catalogColumns } from '../components/catalog-columns';
import { CatalogFilters } from '../components/catalog-filters';
import {
  CATALOG_LIST_CONFIG,
  type CatalogScope,
  isCatalogFiltered,
  toCatalogQuery,
} from '../components/catalog-list-query';
import { RequestAccessModal } from '../components/request-access-modal';

/** The publisher's offer screens, from the app layer's route table. */
export type CatalogLinks = { available: string; approved: string; view: (id: string) => string };

export type PublisherOfferListPageProps = { screen: ScreenMeta; scope: CatalogScope; links: CatalogLinks };

const EMPTY = {
  available: { title: 'No offers yet', description: 'Offers the network opens to you appear here.' },
  approved: {
    title: 'No approved offers yet',
    description: 'Public offers, and those the network approves you for, appear here.',
  },
} as const;

/** offer/available and offer/approved: offers the publisher may see, or run now, with their payout. */
export default function PublisherOfferListPage({ screen, scope, links }: PublisherOfferListPageProps) {
  const params = useListParams(CATALOG_LIST_CONFIG);
  const { state } = params;
  const list = usePublisherOffers(toCatalogQuery(state, scope));
  const [requesting, setRequesting] = useState<PublisherOfferListItem | null>(null);
  const withAccess = scope === 'available';
  const columns = useMemo(
    () => catalogColumns({ view: links.view, onRequest: setRequesting, withAccess }),
    [links.view, withAccess],
  );
  const rows = list.data?.data ?? [];
  const total = list.data?.meta.total ?? 0;
  const isFiltered = isCatalogFiltered(state, scope);
  return (
    <Stack gap="lg">
      <PageHeader title={screen.title} breadcrumbs={trailOf(screen, null, { label: screen.title })} />
      <CatalogFilters params={params} withAccess={withAccess} isFiltered={isFiltered} />
      <Paper withBorder radius="md">
        <ListBody
          query={list}
          plural="offers"
          hasFilters={isFiltered}
          onClearFilters={params.clearFilters}
          onFirstPage={() => params.setPage(1)}
          empty={
            <NoResults
              {...EMPTY[scope]}
              action={
                scope === 'approved' ? (
                  <Button component={Link} to={links.available}>
                    Browse available offers
                  </Button>
                ) : null
              }
            />
          }
        >
          <DataTable
            label="Offers"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            rowLabel={(row) => row.name}
            sort={state.sort}
            order={state.order}
            onSort={params.toggleSort}
            isLoading={list.isPending}
          />
        </ListBody>
      </Paper>
      {list.data && total > 0 ? (
        <TablePagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          perPageOptions={CATALOG_LIST_CONFIG.perPageOptions}
          onPage={params.setPage}
          onPerPage={params.setPerPage}
          noun="offers"
        />
      ) : null}
      <RequestAccessModal offer={requesting} onClose={() => setRequesting(null)} />
    </Stack>
  );
}
