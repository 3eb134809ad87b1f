import { Group, Stack } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { PagedTable } from '../../../components/data-table/paged-table';
import { MayChange, useViewerColumns } from '../../../components/may-change';
import { NoResults } from '../../../components/query-states';
import type { ListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { creativeColumns } from './creative-columns';
import { CreativeFilters } from './creative-filters';
import type { CreativeLinks } from './creative-labels';
import { CREATIVE_LIST_CONFIG, type CreativeFilter, type CreativeSort } from './creative-list-query';

type CreativeListProps = {
  params: ListParams<CreativeSort, CreativeFilter>;
  links: CreativeLinks;
  /** Scopes the list to one offer (its creatives tab); the offer filter and column go. */
  offerId?: string;
  /** The "add" button the empty state and the toolbar offer. */
  addButton: ReactNode;
};

/** Creatives with thumbnails: filters, sorted table, paging and the empty and error states. */
export function CreativeList({ params, links, offerId, addButton }: CreativeListProps) {
  const { state } = params;
  const withOffer = offerId === undefined;
  const list = usePagedQuery(CREATIVE_LIST_CONFIG, state, offerId ? { offerId } : undefined);
  const rows = list.data?.data ?? [];
  const columns = useViewerColumns(useMemo(() => creativeColumns({ links, withOffer }), [links, withOffer]));
  const add = <MayChange>{addButton}</MayChange>;
  const isFiltered =
    state.search !== '' ||
    (withOffer && state.filters.offerId !== undefined) ||
    state.filters.type !== undefined ||
    state.filters.status !== undefined;
  const clearFilters = () => params.setFilters({ search: null, offerId: null, type: null, status: null });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <CreativeFilters
          params={params}
          rows={rows}
          withOffer={withOffer}
          isFiltered={isFiltered}
          onClear={clearFilters}
        />
        {withOffer ? null : add}
      </Group>
      <PagedTable
        label="Creatives"
        plural="creatives"
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Select ${row.name}`}
        empty={
          <NoResults
            title="No creatives yet"
            description="Banners, text links, HTML and e-mails publishers use to promote offers appear here."
            action={add}
          />
        }
        hasFilters={isFiltered}
        onClearFilters={clearFilters}
      />
    </Stack>
  );
}
