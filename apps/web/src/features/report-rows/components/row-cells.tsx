import { type ConversionStatus, STORED_CONVERSION_STATUS_LABELS } from '@affnet/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import { countryName, formatDateTime } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';

/*
 * The cells the row reports share: a time, a dash for nothing, an id in monospace, money, the
 * status with its reason, the sub ids and the visitor.
 */

export function Dash() {
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

export function TimeCell({ iso }: { iso: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(iso)}
    </Text>
  );
}

export function MonoCell({ value }: { value: string | null }) {
  if (!value) return <Dash />;
  return (
    <Text size="xs" ff="monospace" maw={180} truncate="end" title={value}>
      {value}
    </Text>
  );
}

export function MoneyCell({ amount, currency }: { amount: string | null; currency: string }) {
  if (amount === null) return <Dash />;
  return (
    <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
      {formatAmount(amount, currency)}
    </Text>
  );
}

const STATUS_COLORS: Record<ConversionStatus, string> = {
  approved: 'teal',
  pending: 'yellow',
  rejected: 'red',
};

export function StatusCell({ status, reason }: { status: ConversionStatus; reason: string | null }) {
  return (
    <Stack gap={4} maw={240}>
      <Badge color={STATUS_COLORS[status]} variant="light">
        {STORED_CONVERSION_STATUS_LABELS[status]}
      </Badge>
      {reason ? (
        <Text size="xs" c="dimmed">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

type SubIds = {
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  source: string | null;
};

/** The sub ids a row has, each labelled ("sub1: summer"); a dash when none. */
export function SubIdsCell({ row }: { row: SubIds }) {
  const values = (['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'source'] as const).flatMap((key) =>
    row[key] ? [`${key}: ${row[key]}`] : [],
  );
  if (values.length === 0) return <Dash />;
  return (
    <Stack gap={0} maw={220}>
      {values.map((value) => (
        <Text key={value} size="xs" ff="monospace" truncate="end" title={value}>
          {value}
        </Text>
      ))}
    </Stack>
  );
}

type Visitor = { country: string | null; device: string | null; os: string | null; browser: string | null };

/**
 * Where the visitor was and what they used: "Germany", "desktop · Windows · Chrome", the IP, and
 * "through a proxy" when the click's request showed one.
 */
export function VisitorCell({
  row,
  ip,
  behindProxy = false,
}: {
  row: Visitor;
  ip?: string | null;
  behindProxy?: boolean;
}) {
  const device = [row.device, row.os, row.browser].filter(Boolean).join(' · ');
  return (
    <Stack gap={0} maw={220}>
      <Text size="sm">{row.country ? countryName(row.country) : 'Unknown country'}</Text>
      {device ? (
        <Text size="xs" c="dimmed">
          {device}
        </Text>
      ) : null}
      {ip ? (
        <Text size="xs" c="dimmed" ff="monospace">
          {ip}
        </Text>
      ) : null}
      {behindProxy ? (
        <Text size="xs" c="dimmed">
          through a proxy
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * An offer's name is read whole at 1440 px: wide enough for most names on a line or two, never
 * clamped; the table scrolls sideways (its first column frozen) rather than squeeze it.
 */
export const OFFER_CELL_WIDTH = { min: 200, max: 300 } as const;
