import { PAYOUT_TYPE_LABELS, PAYOUT_TYPES } from '@affnet/contracts';
import { Group } from '@mantine/core';
import { CountrySelect } from '../../../components/country-select';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListSearch } from '../../../components/data-table/list-search';
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
  const { state, setFilter, clearFilters } = params;
  const categories = usePublisherCategories().data ?? [];
  return (
    <Group gap="sm" align="flex-end">
      <ListSearch params={params} placeholder="Offer name or number" w={{ base: '100%', sm: 240 }} />
      <FilterSelect
        filters={params}
        name="categoryId"
        label="Category"
        placeholder="Any category"
        searchable
        data={categories.map((category) => ({ value: category.id, label: category.name }))}
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
      <FilterSelect
        filters={params}
        name="payoutType"
        label="Payout model"
        placeholder="Any model"
        data={PAYOUT_OPTIONS}
        w={200}
      />
      {withAccess ? (
        <FilterSelect
          filters={params}
          name="access"
          label="Access"
          placeholder="Any"
          data={ACCESS_OPTIONS}
          w={160}
        />
      ) : null}
      <ClearFiltersButton shown={isFiltered} onClear={clearFilters} />
    </Group>
  );
}
