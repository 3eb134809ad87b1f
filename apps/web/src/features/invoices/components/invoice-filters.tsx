import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@affnet/contracts';
import { Group, Select, Switch } from '@mantine/core';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { DateRangePicker } from '../../../components/date-range-picker';
import { SWITCH_BESIDE_INPUTS } from '../../../components/filter-row-layout';
import type { ListParams } from '../../../lib/list-params';
import { CurrencyFilter } from './currency-filter';
import type { InvoiceFilter, InvoiceSort } from './invoice-list-query';

type InvoiceFiltersProps = {
  params: ListParams<InvoiceSort, InvoiceFilter>;
  /** The statuses the reader may see (partners never see drafts). */
  statuses: readonly InvoiceStatus[];
  /** Staff filter by currency; a partner is billed in theirs. */
  withCurrency: boolean;
  /** Today in the network's zone, where invoice periods are counted. */
  today: string;
};

/**
 * The filter row of an invoice list, bound to the URL: the period (invoices whose period overlaps
 * the days), status, currency and overdue.
 */
export function InvoiceFilters({ params, statuses, withCurrency, today }: InvoiceFiltersProps) {
  const { filters } = params.state;
  const statusOptions = statuses.map((value) => ({ value, label: INVOICE_STATUS_LABELS[value] }));
  return (
    <Group gap="sm" align="flex-start">
      <DateRangePicker
        value={{ from: filters.periodFrom, to: filters.periodTo }}
        onChange={(range) =>
          params.setFilters({ periodFrom: range?.from ?? null, periodTo: range?.to ?? null })
        }
        today={today}
        anyTime
        label="Billing period"
      />
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={statusOptions}
        value={filters.status ?? null}
        onChange={(value) => params.setFilter('status', value)}
        w={170}
      />
      {withCurrency ? (
        <CurrencyFilter value={filters.currency} onChange={(code) => params.setFilter('currency', code)} />
      ) : null}
      <Switch
        label="Overdue only"
        checked={filters.overdue === '1'}
        onChange={(event) => params.setFilter('overdue', event.currentTarget.checked ? '1' : null)}
        mt={SWITCH_BESIDE_INPUTS}
      />
      <ClearFiltersButton shown={params.hasFilters} onClear={params.clearFilters} />
    </Group>
  );
}
