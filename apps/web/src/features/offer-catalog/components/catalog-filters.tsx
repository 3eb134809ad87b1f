import { PAYOUT_TYPE_LABELS, PAYOUT_TYPES } from '@affnet/contracts';
import { Group, Select } from '@mantine/core';
import { CountrySelect } from '../../../components/country-select';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { SearchInput } from '../../../components/search-input';
import type { ListParams } from '../../../lib/list-params';
import { usePublisherCategories } from '../api/get-publisher-categories';
import {
  ACCESS_FILTER_LABELS,
  ACCESS_FILTERS,
  type CatalogFilter,
  type CatalogSort,
} from './catalog-list-query';

const PAYOUT_OPTIONS = PAYOUT_TYPES.map((type) => ({ value: type, label: PAYOUT_TYPE_LABELS[type] }));
const ACCESS_OPTIONS = ACCESS_FILTERS.map((access) => ({
  value: access,
  label: ACCESS_FILTER_LABELS[access],
}));

type CatalogFiltersProps = {
  params: ListParams<CatalogSort, CatalogFilter>;
  withAccess: boolean;
  isFiltered: boolean;
};

/** Search and the category, country, payout model (and access) filters of the publisher's offers. */
export function CatalogFilters({ params, withAccess, isFiltered }: CatalogFiltersProps) {
  const { state, setFilter, setSearch, clearFilters } = params;
  const categories = usePublisherCategories().data ?? [];
  return (
    <Group gap="sm" align="flex-end">
      <SearchInput
        label="Search"
        placeholder="Offer name or number"
        value={state.search}
        onSearch={setSearch}
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label="Category"
        placeholder="Any category"
        clearable
        searchable
        data={categories.map((category) => ({ value: category.id, label: category.name }))}
        value={state.filters.categoryId ?? null}
        onChange={(value) => setFilter('categoryId', value)}
        w={190}
      />
      <CountrySelect
        label="Country"
        placeholder="Any country"
        clearable
        value={state.filters.country ?? null}
        onChange={(code) => setFilter('country', code || null)}
        w={200}
      />
      <Select
        label="Payout model"
        placeholder="Any model"
        clearable
        data={PAYOUT_OPTIONS}
        value={state.filters.payoutType ?? null}
        onChange={(value) => setFilter('payoutType', value)}
        w={200}
      />
      {withAccess ? (
        <Select
          label="Access"
          placeholder="Any"
          clearable
          data={ACCESS_OPTIONS}
          value={state.filters.access ?? null}
          onChange={(value) => setFilter('access', value)}
          w={160}
        />
      ) : null}
      <ClearFiltersButton shown={isFiltered} onClear={clearFilters} />
    </Group>
  );
}
