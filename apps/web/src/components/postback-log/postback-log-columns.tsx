import {
  type AdvertiserPostbackLog,
  CONVERSION_CHANNEL_LABELS,
  type OwnPostbackLog,
} from '@affnet/contracts';
import { Badge, Button, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/format';
import type { Column } from '../data-table/data-table';
import { offerLabel } from '../pickers/offer-picker';
import { postbackResultSentence, resultColor, resultLabel } from './postback-result';

/*
 * The columns of an advertiser postback log: staff's (every advertiser's calls, each row naming its
 * advertiser) and an advertiser's own (their offers' calls) share them.
 */

/** A row of either log: the advertiser is named on staff's rows only. */
export type PostbackLogRow = OwnPostbackLog & { advertiser?: AdvertiserPostbackLog['advertiser'] };
export type PostbackLogSort = 'receivedAt';

function Mono({ value }: { value: string | null }) {
  if (!value)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="xs" ff="monospace" maw={180} truncate="end" title={value}>
      {value}
    </Text>
  );
}

/** The log's columns; `onOpen` shows a row's parameters. */
export function postbackLogColumns<Row extends PostbackLogRow>(
  onOpen: (log: Row) => void,
): Column<Row, PostbackLogSort>[] {
  return [
    {
      key: 'receivedAt',
      header: 'Time',
      sort: 'receivedAt',
      render: (row) => <Text size="sm">{formatDateTime(row.receivedAt)}</Text>,
    },
    {
      key: 'channel',
      header: 'Channel',
      render: (row) => <Text size="sm">{CONVERSION_CHANNEL_LABELS[row.channel]}</Text>,
    },
    {
      key: 'offer',
      header: 'Offer',
      render: (row) => (
        <Stack gap={0} maw={220}>
          <Text size="sm" lineClamp={2}>
            {row.offer ? offerLabel(row.offer) : '—'}
          </Text>
          {row.advertiser ? (
            <Text size="xs" c="dimmed" truncate="end">
              {row.advertiser.company}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'clickId', header: 'Click ID', render: (row) => <Mono value={row.clickId} /> },
    { key: 'event', header: 'Event', render: (row) => <Mono value={row.eventKey} /> },
    { key: 'txnId', header: 'Transaction', render: (row) => <Mono value={row.txnId} /> },
    {
      key: 'result',
      header: 'Result',
      render: (row) => (
        <Stack gap={4} maw={260}>
          <Badge color={resultColor(row.result)} variant="light">
            {resultLabel(row.result)}
          </Badge>
          {row.repeats > 1 ? (
            <Text size="xs" fw={600}>
              {row.repeats.toLocaleString()} calls from this address, counted in this row
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {postbackResultSentence(row.result)}
          </Text>
        </Stack>
      ),
    },
    { key: 'httpStatus', header: 'HTTP', render: (row) => <Text size="sm">{row.httpStatus}</Text> },
    { key: 'ip', header: 'IP', render: (row) => <Mono value={row.ip} /> },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (row) => (
        <Button size="xs" variant="default" onClick={() => onOpen(row)}>
          Parameters
        </Button>
      ),
    },
  ];
}
