import type { PublisherBalanceRow } from '@affnet/contracts';
import { Anchor, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import type { Column } from '../../../components/data-table/data-table';
import { ListSearch } from '../../../components/data-table/list-search';
import { PagedTable } from '../../../components/data-table/paged-table';
import { SWITCH_BESIDE_INPUTS } from '../../../components/filter-row-layout';
import { BALANCE_COLUMNS } from '../../../components/partner-balance-table';
import { NoResults } from '../../../components/query-states';
import { useListParams } from '../../../lib/list-params';
import { formatAmount } from '../../../lib/money';
import { usePagedQuery } from '../../../lib/paged-list';
import { type BalanceSort, PUBLISHER_BALANCE_LIST } from './balance-list-query';
import { CurrencyFilter } from './currency-filter';

type BalancesSectionProps = {
  /** Where a publisher's name leads: its page, with its invoices. */
  publisherPath: (id: string) => string;
};

function balanceColumns(publisherPath: BalancesSectionProps['publisherPath']) {
  const columns: Column<PublisherBalanceRow, BalanceSort>[] = [
    {
      key: 'publisher',
      header: 'Publisher',
      render: (row) => (
        <Anchor component={Link} to={publisherPath(row.publisher.id)} size="sm">
          {row.publisher.name}
        </Anchor>
      ),
    },
    { key: 'currency', header: 'Currency', render: (row) => <Text size="sm">{row.currency}</Text> },
  ];
  for (const [key, title] of BALANCE_COLUMNS) {
    columns.push({
      key,
      header: title,
      render: (row) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatAmount(row[key], row.currency)}
        </Text>
      ),
    });
  }
  return columns;
}

/**
 * The billing screen's Balances tab (docs/money.md "Balances"): what every publisher has on hold,
 * to be invoiced, in draft, invoiced and unpaid (overdue), and paid, a row per currency, by name.
 */
export function BalancesSection({ publisherPath }: BalancesSectionProps) {
  const params = useListParams(PUBLISHER_BALANCE_LIST);
  const list = usePagedQuery(PUBLISHER_BALANCE_LIST, params.state);
  const { filters } = params.state;
  return (
    <Stack component="section" gap="md" aria-labelledby="publisher-balances">
      <Stack gap={2}>
        <Title order={2} size="h3" id="publisher-balances">
          Balances
        </Title>
        <Text size="sm" c="dimmed">
          What each publisher has earned, by where the money is: on hold, not invoiced yet, on a draft,
          invoiced and unpaid, and paid. One row per publisher and currency.
        </Text>
      </Stack>
      <Group gap="sm" align="flex-start">
        <ListSearch params={params} placeholder="Publisher name" />
        <CurrencyFilter value={filters.currency} onChange={(code) => params.setFilter('currency', code)} />
        <Switch
          label="Owed only"
          checked={filters.owed === '1'}
          onChange={(event) => params.setFilter('owed', event.currentTarget.checked ? '1' : null)}
          mt={SWITCH_BESIDE_INPUTS}
        />
        <ClearFiltersButton shown={params.hasFilters} onClear={params.clearFilters} />
      </Group>
      <PagedTable
        label="Publisher balances"
        plural="balances"
        query={list}
        params={params}
        columns={balanceColumns(publisherPath)}
        rowKey={(row) => `${row.publisher.id}:${row.currency}`}
        rowLabel={(row) => `${row.publisher.name}, ${row.currency}`}
        empty={
          <NoResults
            title="No publisher has earned anything yet"
            description="Approved conversions show here, by publisher and currency, until they are paid."
            action={null}
          />
        }
        noMatchDescription="Try other filters, or clear them to see every publisher."
      />
    </Stack>
  );
}
