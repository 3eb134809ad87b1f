import { Button } from '@mantine/core';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListScreen } from '../../../components/data-table/list-screen';
import { RecentFiguresNote } from '../../../components/data-table/recent-figure-columns';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { MayChange } from '../../../components/may-change';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { usePagedQuery } from '../../../lib/paged-list';
import { useMayChange } from '../../../lib/permissions';
import type { ScreenMeta } from '../../../lib/screen';
import { OfferListBulkBar } from '../components/offer-list-bulk-bar';
import { type OfferRowLinks, offerListColumns } from '../components/offer-list-columns';
import { OfferListFilters } from '../components/offer-list-filters';
import { OFFER_LIST_CONFIG } from '../components/offer-list-query';

/** The screens offer/manage links to, built by the app layer from the route table. */
export type OfferListLinks = OfferRowLinks & { add: string; addClassic: string };

export type OfferListPageProps = { screen: ScreenMeta; links: OfferListLinks };

/** offer/manage: every offer, searchable and filterable, with bulk activate and pause. */
export default function OfferListPage({ screen, links }: OfferListPageProps) {
  const params = useListParams(OFFER_LIST_CONFIG);
  const { state } = params;
  const list = usePagedQuery(OFFER_LIST_CONFIG, state);
  const rows = list.data?.data ?? [];
  const selection = useRowSelection(JSON.stringify(state), rows);
  const recent = list.data?.meta.recent;
  const columns = useMemo(() => offerListColumns(links, Boolean(recent)), [links, recent]);
  const mayChange = useMayChange();
  const addButton = (
    <MayChange>
      <Button component={Link} to={links.add} leftSection={<IconPlus size={16} aria-hidden />}>
        Add offer
      </Button>
    </MayChange>
  );
  return (
    <ListScreen
      screen={screen}
      actions={
        <MayChange>
          <Button
            component={Link}
            to={links.addClassic}
            variant="default"
            leftSection={<IconForms size={16} aria-hidden />}
          >
            Classic form
          </Button>
          {addButton}
        </MayChange>
      }
      toolbar={
        <>
          <OfferListFilters params={params} rows={rows} />
          {selection.selectedRows.length > 0 ? (
            <OfferListBulkBar selected={selection.selectedRows} onClear={selection.clear} />
          ) : null}
        </>
      }
      label="Offers"
      plural="offers"
      query={list}
      params={params}
      columns={columns}
      rowKey={(row) => row.id}
      rowLabel={(row) => `Select ${row.name}`}
      selection={mayChange ? { selected: selection.selectedIds, onChange: selection.select } : undefined}
      empty={
        <NoResults
          title="No offers yet"
          description="Add an offer with its advertiser, payout and destination to start sending traffic."
          action={addButton}
        />
      }
    >
      <RecentFiguresNote range={recent} money="Revenue" />
    </ListScreen>
  );
}
