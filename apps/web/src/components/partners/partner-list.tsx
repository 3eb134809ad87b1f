import type { AccountManager } from '@affnet/contracts';
import { Box, Button, Paper, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { ListParams } from '../../lib/list-params';
import { PARTNER_LIST_CONFIG, type PartnerFilter, type PartnerSort } from '../../lib/partner-list-query';
import { DataTable } from '../data-table/data-table';
import { TablePagination } from '../data-table/table-pagination';
import { ErrorState, NoResults } from '../query-states';
import { BulkBar } from './bulk-bar';
import { partnerColumns } from './partner-columns';
import { PartnerFilters } from './partner-filters';
import {
  type ChangeStatusMutation,
  capitalized,
  type PartnerListQuery,
  type PartnerNoun,
  type PartnerRecord,
} from './partner-types';

type PartnerListProps<Row extends PartnerRecord> = {
  noun: PartnerNoun;
  addPath: string;
  viewPath: (id: string) => string;
  params: ListParams<PartnerSort, PartnerFilter>;
  list: PartnerListQuery<Row>;
  managers: AccountManager[];
  statusMutation: ChangeStatusMutation;
};

/** A partner list: filters, bulk status changes, the sorted table, paging and its empty/error states. */
export function PartnerList<Row extends PartnerRecord>(props: PartnerListProps<Row>) {
  const { noun, addPath, viewPath, params, list, managers, statusMutation } = props;
  const { state } = params;
  const columns = useMemo(() => partnerColumns<Row>(viewPath), [viewPath]);
  // A selection belongs to the page it was made on; another page, sort or filter starts empty.
  const listKey = JSON.stringify(state);
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<string>() });
  const rows = list.data?.data ?? [];
  const selectedIds = new Set(
    selection.key === listKey ? rows.filter((row) => selection.ids.has(row.id)).map((row) => row.id) : [],
  );
  const selectRows = (ids: Set<string>) => setSelection({ key: listKey, ids });
  const total = list.data?.meta.total ?? 0;

  let body: ReactNode;
  if (list.isError) {
    body = (
      <ErrorState
        title={`Could not load ${noun.plural}`}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (list.data && rows.length === 0) {
    body = params.hasFilters ? (
      <NoResults
        title={`No ${noun.plural} match these filters`}
        description="Try another search, or clear the filters to see everyone."
        action={
          <Button variant="default" onClick={params.clearFilters}>
            Clear filters
          </Button>
        }
      />
    ) : total > 0 ? (
      <NoResults
        title="This page is empty"
        description={`The list has fewer pages now.`}
        action={
          <Button variant="default" onClick={() => params.setPage(1)}>
            Go to the first page
          </Button>
        }
      />
    ) : (
      <NoResults
        title={`No ${noun.plural} yet`}
        description={`${capitalized(noun.plural)} you add, or who sign up, appear here.`}
        action={
          <Button component={Link} to={addPath} leftSection={<IconPlus size={16} aria-hidden />}>
            Add {noun.singular}
          </Button>
        }
      />
    );
  } else {
    body = (
      <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
        <DataTable
          label={capitalized(noun.plural)}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          rowLabel={(row) => `Select ${row.company}`}
          sort={state.sort}
          order={state.order}
          onSort={params.toggleSort}
          selection={{ selected: selectedIds, onChange: selectRows }}
          isLoading={list.isPending}
        />
      </Box>
    );
  }

  return (
    <Stack gap="md">
      <PartnerFilters params={params} managers={managers} />
      {selectedIds.size > 0 ? (
        <BulkBar
          selected={rows.filter((row) => selectedIds.has(row.id))}
          noun={noun}
          mutation={statusMutation}
          onClear={() => selectRows(new Set())}
        />
      ) : null}
      <Paper withBorder radius="md">
        {body}
      </Paper>
      {list.data && total > 0 ? (
        <TablePagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          perPageOptions={PARTNER_LIST_CONFIG.perPageOptions}
          onPage={params.setPage}
          onPerPage={params.setPerPage}
          noun={noun.plural}
        />
      ) : null}
    </Stack>
  );
}
