import type { AccountManager } from '@affnet/contracts';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import type { Column } from '../../../components/data-table/data-table';
import { PagedTable } from '../../../components/data-table/paged-table';
import { RecentFiguresNote } from '../../../components/data-table/recent-figure-columns';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { MayChange } from '../../../components/may-change';
import { NoResults } from '../../../components/query-states';
import type { ListParams } from '../../../lib/list-params';
import { useMayChange } from '../../../lib/permissions';
import { BulkBar } from './bulk-bar';
import { partnerColumns } from './partner-columns';
import { PartnerFilters } from './partner-filters';
import type { PartnerFilter, PartnerSort } from './partner-list-query';
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
  /** What the kind adds to the columns, told whether the page carries figures. */
  kindColumns: (withFigures: boolean) => Column<Row, PartnerSort>[];
  /** What the figures' money is called ("Spend", "Earnings"). */
  figuresMoney: string;
};

/** A partner list: filters, bulk status changes, the sorted table, paging and its empty/error states. */
export function PartnerList<Row extends PartnerRecord>(props: PartnerListProps<Row>) {
  const { noun, addPath, viewPath, params, list, managers, statusMutation, kindColumns } = props;
  const { state } = params;
  const recent = list.data?.meta.recent;
  const withFigures = Boolean(recent);
  const columns = useMemo(
    () => partnerColumns<Row>(viewPath, kindColumns(withFigures)),
    [viewPath, kindColumns, withFigures],
  );
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(JSON.stringify(state), rows);
  const mayChange = useMayChange();

  return (
    <Stack gap="md">
      <PartnerFilters params={params} managers={managers} />
      {selection.selectedRows.length > 0 ? (
        <BulkBar
          selected={selection.selectedRows}
          noun={noun}
          mutation={statusMutation}
          onClear={selection.clear}
        />
      ) : null}
      <PagedTable
        label={capitalized(noun.plural)}
        plural={noun.plural}
        query={list}
        params={params}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => `Select ${row.company}`}
        selection={mayChange ? { selected: selection.selectedIds, onChange: selection.select } : undefined}
        empty={
          <NoResults
            title={`No ${noun.plural} yet`}
            description={`${capitalized(noun.plural)} you add, or who sign up, appear here.`}
            action={
              <MayChange>
                <Button component={Link} to={addPath} leftSection={<IconPlus size={16} aria-hidden />}>
                  Add {noun.singular}
                </Button>
              </MayChange>
            }
          />
        }
        noMatchDescription="Try another search, or clear the filters to see everyone."
      />
      <RecentFiguresNote range={recent} money={props.figuresMoney} />
    </Stack>
  );
}
