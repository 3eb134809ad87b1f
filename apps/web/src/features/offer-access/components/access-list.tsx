import { OFFER_ACCESS_STATUS_LABELS } from '@affnet/contracts';
import { Group, Stack, Tabs } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { PagedTable } from '../../../components/data-table/paged-table';
import { SelectionBar } from '../../../components/data-table/selection-bar';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { NoResults } from '../../../components/query-states';
import { countOf } from '../../../lib/format';
import { isUuid } from '../../../lib/ids';
import type { ListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { useMayChange } from '../../../lib/permissions';
import { AccessActions } from './access-actions';
import { type AccessLinks, accessColumns } from './access-columns';
import { AccessFilters } from './access-filters';
import {
  ACCESS_LIST_CONFIG,
  ACCESS_TABS,
  type AccessFilter,
  type AccessSort,
  type AccessTab,
  DEFAULT_ACCESS_TAB,
  tabOf,
} from './access-list-query';

const TAB_LABELS: Record<AccessTab, string> = { ...OFFER_ACCESS_STATUS_LABELS, all: 'All' };

const EMPTY_TEXT: Record<AccessTab, { title: string; description: string }> = {
  pending: {
    title: 'No requests waiting',
    description: 'Requests publishers send for offers that need approval appear here.',
  },
  approved: {
    title: 'No approved publishers',
    description: 'Publishers you approve, or grant access, appear here.',
  },
  rejected: { title: 'No rejected requests', description: 'Requests you reject appear here.' },
  blocked: { title: 'No blocked publishers', description: 'Publishers you block from an offer appear here.' },
  all: {
    title: 'No access entries yet',
    description: 'Requests from publishers, and access you grant, appear here.',
  },
};

type AccessListProps = {
  params: ListParams<AccessSort, AccessFilter>;
  /** Scopes the list to one offer (its permission tab); the offer filter and column go. */
  offerId?: string;
  links?: AccessLinks;
  /** Buttons beside the filters (the panel's "Grant access"). */
  actions?: ReactNode;
};

/** Access requests and entries: status tabs, filters, row and bulk decisions (for whom may decide), paging. */
export function AccessList({ params, offerId, links, actions }: AccessListProps) {
  const { state } = params;
  const withOffer = offerId === undefined;
  const tab = tabOf(state);
  const list = usePagedQuery(ACCESS_LIST_CONFIG, state, offerId ? { offerId } : undefined);
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(JSON.stringify(state), rows);
  const mayDecide = useMayChange();
  const columns = useMemo(
    () => accessColumns({ links, withOffer, withActions: mayDecide }),
    [links, withOffer, mayDecide],
  );
  const isFiltered =
    state.search !== '' || (withOffer && isUuid(state.filters.offerId)) || isUuid(state.filters.publisherId);
  const clearFilters = () => params.setFilters({ search: null, offerId: null, publisherId: null });
  const subject = countOf(selection.selectedRows.length, 'request', 'requests');

  return (
    <Stack gap="md">
      <Tabs
        value={tab}
        onChange={(value) => params.setFilter('status', value === DEFAULT_ACCESS_TAB ? null : value)}
      >
        <Tabs.List>
          {ACCESS_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end" gap="sm">
        <AccessFilters
          params={params}
          rows={rows}
          withOffer={withOffer}
          isFiltered={isFiltered}
          onClear={clearFilters}
        />
        {mayDecide ? actions : null}
      </Group>
      {selection.selectedRows.length > 0 ? (
        <SelectionBar subject={subject} onClear={selection.clear}>
          <AccessActions
            ids={selection.selectedRows.map((row) => row.id)}
            statuses={selection.selectedRows.map((row) => row.status)}
            subject={subject}
            inapplicable="disable"
            onDone={selection.clear}
          />
        </SelectionBar>
      ) : null}
      <PagedTable
        label="Offer access"
        plural="access entries"
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Select ${row.publisher.company} on #${row.offer.ref}`}
        selection={mayDecide ? { selected: selection.selectedIds, onChange: selection.select } : undefined}
        empty={<NoResults {...EMPTY_TEXT[tab]} action={null} />}
        hasFilters={isFiltered}
        onClearFilters={clearFilters}
        noun="entries"
      />
    </Stack>
  );
}
