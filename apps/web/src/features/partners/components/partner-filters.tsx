import { ACCOUNT_STATUSES, type AccountManager } from '@affnet/contracts';
import { Group } from '@mantine/core';
import { CountrySelect } from '../../../components/country-select';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListSearch } from '../../../components/data-table/list-search';
import type { ListParams } from '../../../lib/list-params';
import { STATUS_LABELS } from '../../../lib/partner-status';
import type { PartnerFilter, PartnerSort } from './partner-list-query';

const STATUS_OPTIONS = ACCOUNT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

type PartnerFiltersProps = {
  params: ListParams<PartnerSort, PartnerFilter>;
  managers: AccountManager[];
};

/** Search and the status, country and account-manager filters of a partner list. */
export function PartnerFilters({ params, managers }: PartnerFiltersProps) {
  const { state, setFilter, hasFilters, clearFilters } = params;
  return (
    <Group gap="sm" align="flex-end">
      <ListSearch
        params={params}
        placeholder="Company, contact, e-mail or #number"
        w={{ base: '100%', sm: 300 }}
      />
      <FilterSelect
        filters={params}
        name="status"
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        w={150}
      />
      <CountrySelect
        label="Country"
        placeholder="Any country"
        clearable
        value={state.filters.country ?? null}
        onChange={(code) => setFilter('country', code || null)}
        w={200}
      />
      <FilterSelect
        filters={params}
        name="accountManagerId"
        label="Account manager"
        placeholder="Anyone"
        searchable
        data={managers.map((manager) => ({ value: manager.id, label: manager.name }))}
        w={200}
      />
      <ClearFiltersButton shown={hasFilters} onClear={clearFilters} />
    </Group>
  );
}
