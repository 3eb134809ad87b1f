import { CLICK_QUALITY_LABELS, type ClickReportRow } from '@affnet/contracts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Column } from '../../../components/data-table/data-table';
import { offerLabel } from '../../../components/pickers/offer-picker';
import { Dash, MonoCell, OFFER_CELL_WIDTH, SubIdsCell, TimeCell, VisitorCell } from './row-cells';

/** How a click counts: unique or a repeat visit, and invalid when it was turned away. */
function CountsAs({ row }: { row: ClickReportRow }) {
  return (
    <Group gap={4}>
      {row.isUnique ? (
        <Badge variant="light" color="teal">
          {CLICK_QUALITY_LABELS.unique}
        </Badge>
      ) : null}
      {row.isDuplicate ? (
        <Badge variant="light" color="yellow">
          {CLICK_QUALITY_LABELS.duplicate}
        </Badge>
      ) : null}
      {row.reason ? (
        <Badge variant="light" color="red">
          {CLICK_QUALITY_LABELS.invalid}
        </Badge>
      ) : null}
      {row.isTest ? (
        <Badge variant="outline" color="gray">
          Test
        </Badge>
      ) : null}
    </Group>
  );
}

export function clickColumns(): Column<ClickReportRow, 'clickedAt'>[] {
  return [
    {
      key: 'clickedAt',
      header: 'Time',
      sort: 'clickedAt',
      render: (row) => <TimeCell iso={row.clickedAt} />,
    },
    { key: 'id', header: 'Click ID', render: (row) => <MonoCell value={row.id} /> },
    {
      key: 'offer',
      header: 'Offer / publisher',
      render: (row) => (
        <Stack gap={0} miw={OFFER_CELL_WIDTH.min} maw={OFFER_CELL_WIDTH.max}>
          <Text size="sm">{offerLabel(row.offer)}</Text>
          <Text size="xs" c="dimmed" truncate="end">
            {row.publisher.company} #{row.publisher.ref}
          </Text>
        </Stack>
      ),
    },
    { key: 'countsAs', header: 'Counts as', render: (row) => <CountsAs row={row} /> },
    {
      key: 'reason',
      header: 'Reason',
      render: (row) =>
        row.reasonText ? (
          <Text size="xs" miw={180} maw={260}>
            {row.reasonText}
          </Text>
        ) : (
          <Dash />
        ),
    },
    { key: 'subIds', header: 'Sub IDs', render: (row) => <SubIdsCell row={row} /> },
    {
      key: 'landingPage',
      header: 'Landing page',
      render: (row) => (row.landingPage ? <Text size="sm">{row.landingPage.name}</Text> : <Dash />),
    },
    {
      key: 'visitor',
      header: 'Visitor',
      render: (row) => <VisitorCell row={row} ip={row.ip} behindProxy={row.isProxy} />,
    },
  ];
}
