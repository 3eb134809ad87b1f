import type {
  AdvertiserConversionRow,
  ConversionReportSort,
  PublisherConversionRow,
  StaffConversionRow,
} from '@affnet/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Column } from '../../../components/data-table/data-table';
import { offerLabel } from '../../../components/pickers/offer-picker';
import {
  MoneyCell,
  MonoCell,
  OFFER_CELL_WIDTH,
  StatusCell,
  SubIdsCell,
  TimeCell,
  VisitorCell,
} from './row-cells';

/*
 * The conversion report's columns for each role, from shared pieces: a role's columns show only
 * what its rows carry (the API leaves the rest out).
 */

type Core = PublisherConversionRow | AdvertiserConversionRow | StaffConversionRow;
type ConversionColumn<Row> = Column<Row, ConversionReportSort>;

function timeColumns<Row extends Core>(): ConversionColumn<Row>[] {
  return [
    {
      key: 'convertedAt',
      header: 'Converted',
      sort: 'convertedAt',
      render: (row) => <TimeCell iso={row.convertedAt} />,
    },
    {
      key: 'clickedAt',
      header: 'Clicked',
      sort: 'clickedAt',
      render: (row) => <TimeCell iso={row.clickedAt} />,
    },
  ];
}

function offerColumn<Row extends Core>(): ConversionColumn<Row> {
  return {
    key: 'offer',
    header: 'Offer',
    render: (row) => (
      <Stack gap={0} miw={OFFER_CELL_WIDTH.min} maw={OFFER_CELL_WIDTH.max}>
        <Text size="sm">{offerLabel(row.offer)}</Text>
        <Text size="xs" c="dimmed">
          Event: {row.event}
        </Text>
      </Stack>
    ),
  };
}

function statusColumn<Row extends Core>(): ConversionColumn<Row> {
  return {
    key: 'status',
    header: 'Status',
    render: (row) => <StatusCell status={row.status} reason={row.reason} />,
  };
}

/** When a pending conversion is decided automatically (the validation deadline); empty otherwise. */
function decisionDueColumn<Row extends Core>(): ConversionColumn<Row> {
  return {
    key: 'decisionDue',
    header: 'Decision due',
    render: (row) => (row.decisionDue ? <TimeCell iso={row.decisionDue} /> : null),
  };
}

function saleColumn<Row extends Core>(): ConversionColumn<Row> {
  return {
    key: 'sale',
    header: 'Sale amount',
    render: (row) => <MoneyCell amount={row.saleAmount} currency={row.currency} />,
  };
}

function idsColumn<Row extends Core & { txnId?: string | null }>(): ConversionColumn<Row> {
  return {
    key: 'ids',
    header: 'Click / transaction',
    render: (row) => (
      <Stack gap={2}>
        <MonoCell value={row.clickId} />
        {row.txnId ? <MonoCell value={row.txnId} /> : null}
      </Stack>
    ),
  };
}

export function staffConversionColumns(): ConversionColumn<StaffConversionRow>[] {
  return [
    ...timeColumns<StaffConversionRow>(),
    offerColumn<StaffConversionRow>(),
    {
      key: 'partners',
      header: 'Publisher / advertiser',
      render: (row) => (
        <Stack gap={0} maw={220}>
          <Text size="sm" truncate="end">
            {row.publisher.company}{' '}
            <Text span size="xs" c="dimmed">
              #{row.publisher.ref}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {row.advertiser.company}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (row) => (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <StatusCell status={row.status} reason={row.reason} />
          {row.isTest ? (
            <Badge color="gray" variant="outline" size="sm">
              Test
            </Badge>
          ) : null}
        </Group>
      ),
    },
    decisionDueColumn<StaffConversionRow>(),
    {
      key: 'payout',
      header: 'Payout',
      render: (row) => <MoneyCell amount={row.payout} currency={row.currency} />,
    },
    {
      key: 'revenue',
      header: 'Revenue',
      render: (row) => <MoneyCell amount={row.revenue} currency={row.currency} />,
    },
    saleColumn<StaffConversionRow>(),
    { key: 'subIds', header: 'Sub IDs', render: (row) => <SubIdsCell row={row} /> },
    { key: 'visitor', header: 'Visitor', render: (row) => <VisitorCell row={row} ip={row.ip} /> },
    idsColumn<StaffConversionRow>(),
  ];
}

export function publisherConversionColumns(): ConversionColumn<PublisherConversionRow>[] {
  return [
    ...timeColumns<PublisherConversionRow>(),
    offerColumn<PublisherConversionRow>(),
    statusColumn<PublisherConversionRow>(),
    decisionDueColumn<PublisherConversionRow>(),
    {
      key: 'payout',
      header: 'Payout',
      render: (row) => <MoneyCell amount={row.payout} currency={row.currency} />,
    },
    saleColumn<PublisherConversionRow>(),
    { key: 'subIds', header: 'Sub IDs', render: (row) => <SubIdsCell row={row} /> },
    { key: 'visitor', header: 'Visitor', render: (row) => <VisitorCell row={row} ip={row.ip} /> },
    idsColumn<PublisherConversionRow>(),
  ];
}

export function advertiserConversionColumns(): ConversionColumn<AdvertiserConversionRow>[] {
  return [
    ...timeColumns<AdvertiserConversionRow>(),
    offerColumn<AdvertiserConversionRow>(),
    {
      key: 'publisher',
      header: 'Publisher',
      render: (row) => <Text size="sm">#{row.publisherRef}</Text>,
    },
    statusColumn<AdvertiserConversionRow>(),
    decisionDueColumn<AdvertiserConversionRow>(),
    {
      key: 'cost',
      header: 'Cost',
      render: (row) => <MoneyCell amount={row.revenue} currency={row.currency} />,
    },
    saleColumn<AdvertiserConversionRow>(),
    { key: 'visitor', header: 'Visitor', render: (row) => <VisitorCell row={row} /> },
    idsColumn<AdvertiserConversionRow>(),
  ];
}
