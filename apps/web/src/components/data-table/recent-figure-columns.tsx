import {
  conversionsOf,
  type RecentFigureSort,
  type RecentFigures,
  type RecentRange,
} from '@affnet/contracts';
import { Text } from '@mantine/core';
import { formatCount, formatMoneyByCurrency } from '../../lib/period-figures';
import type { Column } from './data-table';

/*
 * The columns a list adds for its rows' last 30 days (contracts `RecentFigures`, docs/reports.md
 * "Figures on lists"): clicks, conversions and one money figure, right-aligned like a report's.
 * Only for a page whose answer carries figures: a caller who may not read reports gets none.
 */

type FigureColumnsOptions<Row, Sort extends string> = {
  recentOf: (row: Row) => RecentFigures;
  /** The money the list promises: an offer's revenue, an advertiser's spend, a publisher's earnings. */
  money: { counter: 'revenue' | 'payout'; header: string };
  /** The list's sort keys for the counts, when it sorts by them. */
  sorts?: Record<RecentFigureSort, Sort>;
};

function Figure({ text }: { text: string }) {
  return (
    <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }} c={text === '—' ? 'dimmed' : undefined}>
      {text}
    </Text>
  );
}

export function recentFigureColumns<Row, Sort extends string>(
  options: FigureColumnsOptions<Row, Sort>,
): Column<Row, Sort>[] {
  const { recentOf, money, sorts } = options;
  const text = (row: Row, format: (figures: NonNullable<RecentFigures>) => string) => {
    const figures = recentOf(row);
    return figures ? format(figures) : '—';
  };
  return [
    {
      key: 'recentClicks',
      header: 'Clicks (30 days)',
      sort: sorts?.clicks,
      render: (row) => <Figure text={text(row, (f) => formatCount(f.all.grossClicks))} />,
    },
    {
      key: 'recentConversions',
      header: 'Conversions (30 days)',
      sort: sorts?.conversions,
      render: (row) => <Figure text={text(row, (f) => formatCount(conversionsOf(f.all)))} />,
    },
    {
      key: 'recentMoney',
      header: `${money.header} (30 days)`,
      render: (row) => (
        <Figure text={text(row, (f) => formatMoneyByCurrency(f, (counters) => counters[money.counter]))} />
      ),
    },
  ];
}

/** Under a list with figures: which days they cover, in which zone, and what counts. */
export function RecentFiguresNote({
  range,
  money,
}: {
  range: RecentRange | null | undefined;
  money: string;
}) {
  if (!range) return null;
  return (
    <Text size="xs" c="dimmed">
      {`Figures of the last 30 days (${range.from} to ${range.to}, ${range.timeZone}): every click recorded, approved and pending conversions, approved ${money.toLowerCase()}.`}
    </Text>
  );
}
