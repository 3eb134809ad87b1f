import {
  CAP_METRIC_LABELS,
  CAP_PACE_STATE_LABELS,
  CAP_PERIOD_LABELS,
  CAP_SCOPE_LABELS,
  type CapPaceState,
  type CapPacing,
} from '@affnet/contracts';
import { Badge, type MantineColor, Progress, Stack, Table, Text } from '@mantine/core';
import { describeCapPace, formatCapAmount, formatPace } from '../lib/cap-pace-text';

const STATE_COLORS: Record<CapPaceState, MantineColor> = {
  reached: 'red',
  on_pace: 'orange',
  within: 'teal',
  no_pace: 'gray',
};

type CapPacingTableProps = {
  rows: readonly CapPacing[];
  /** Show the offer column (lists across offers: the admin dashboard). */
  withOffer?: boolean;
  now?: Date;
};

function capLabel(row: CapPacing): string {
  const counted = row.publisher ? row.publisher.name : CAP_SCOPE_LABELS[row.scope];
  const event = row.eventKey ? ` (${row.eventKey})` : '';
  return `${CAP_PERIOD_LABELS[row.period]} ${CAP_METRIC_LABELS[row.metric].toLowerCase()}${event} · ${counted}`;
}

/**
 * Caps in force: how much of each is used, the pace over the period so far and when it runs out
 * at that pace (the server's `paceCap`; times in the viewer's zone).
 */
export function CapPacingTable({ rows, withOffer = false, now = new Date() }: CapPacingTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {withOffer ? <Table.Th>Offer</Table.Th> : null}
            <Table.Th>Cap</Table.Th>
            <Table.Th>Used</Table.Th>
            <Table.Th>Pace</Table.Th>
            <Table.Th>Forecast</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.capId}|${row.publisher?.id ?? ''}`}>
              {withOffer ? <Table.Td>{row.offer.name}</Table.Td> : null}
              <Table.Td>{capLabel(row)}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm">
                    {formatCapAmount(row, row.used)} of {formatCapAmount(row, row.limit)}
                  </Text>
                  <Progress
                    value={Math.min(100, row.usedShare * 100)}
                    color={STATE_COLORS[row.state]}
                    aria-label={`${Math.round(row.usedShare * 100)}% of the cap used`}
                  />
                </Stack>
              </Table.Td>
              <Table.Td>{formatPace(row)}</Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <Badge color={STATE_COLORS[row.state]} variant="light">
                    {CAP_PACE_STATE_LABELS[row.state]}
                  </Badge>
                  <Text size="sm">{describeCapPace(row, now)}</Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
