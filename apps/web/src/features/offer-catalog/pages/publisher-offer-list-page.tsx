import type { PublisherOfferListItem } from '@affnet/contracts';
import { Button } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListScreen } from '../../../components/data-table/list-screen';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import type { ScreenMeta } from '../../../lib/screen';
import { catalogColumns } from '../components/catalog-columns';
import { CatalogFilters } from '../components/catalog-filters';
import {
  CATALOG_LIST_CONFIG,
  type CatalogScope,
  catalogScopeOf,
  isCatalogFiltered,
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
  const list = usePagedQuery(CATALOG_LIST_CONFIG, state, catalogScopeOf(scope));
  const [requesting, setRequesting] = useState<PublisherOfferListItem | null>(null);
  const withAccess = scope === 'available';
  const columns = useMemo(
    () => catalogColumns({ view: links.view, onRequest: setRequesting, withAccess }),
    [links.view, withAccess],
  );
  const isFiltered = isCatalogFiltered(state, scope);
  return (
    <ListScreen
      screen={screen}
      toolbar={<CatalogFilters params={params} withAccess={withAccess} isFiltered={isFiltered} />}
      label="Offers"
      plural="offers"
      query={list}
      params={params}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.name}
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
      hasFilters={isFiltered}
    >
      <RequestAccessModal offer={requesting} onClose={() => setRequesting(null)} />
    </ListScreen>
  );
}
