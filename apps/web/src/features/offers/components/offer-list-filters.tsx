import {
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  OFFER_VISIBILITIES,
  OFFER_VISIBILITY_LABELS,
  type OfferListItem,
} from '@affnet/contracts';
import { Group } from '@mantine/core';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListSearch } from '../../../components/data-table/list-search';
import { AdvertiserPicker, partnerPickerOption } from '../../../components/pickers/partner-picker';
import { useCategoryOptions } from '../../../lib/api/get-offer-categories';
import type { ListParams } from '../../../lib/list-params';
import type { OfferFilter, OfferSort } from './offer-list-query';

const STATUS_OPTIONS = OFFER_STATUSES.map((status) => ({
  value: status,
  label: OFFER_STATUS_LABELS[status],
}));
const VISIBILITY_OPTIONS = OFFER_VISIBILITIES.map((visibility) => ({
  value: visibility,
  label: OFFER_VISIBILITY_LABELS[visibility],
}));

type OfferListFiltersProps = {
  params: ListParams<OfferSort, OfferFilter>;
  /** The rows on screen: they name the advertiser a filter from the URL stands for. */
  rows: readonly OfferListItem[];
};

/** Search and the status, advertiser, category and visibility filters of offer/manage. */
export function OfferListFilters({ params, rows }: OfferListFiltersProps) {
  const { state, setFilter, hasFilters, clearFilters } = params;
  const categories = useCategoryOptions().data ?? [];
  return (
    <Group gap="sm" align="flex-end">
      <ListSearch
        params={params}
        placeholder="Name, number, tag or advertiser"
        w={{ base: '100%', sm: 280 }}
      />
      <FilterSelect
        filters={params}
        name="status"
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        w={150}
      />
      <AdvertiserPicker
        label="Advertiser"
        placeholder="Any advertiser"
        clearable
        known={rows.map((row) => partnerPickerOption(row.advertiser))}
        value={state.filters.advertiserId ?? null}
        onChange={(value) => setFilter('advertiserId', value)}
        w={220}
      />
      <FilterSelect
        filters={params}
        name="categoryId"
        label="Category"
        placeholder="Any category"
        searchable
        data={categories.map((category) => ({ value: category.id, label: category.name }))}
        w={200}
      />
      <FilterSelect
        filters={params}
        name="visibility"
        label="Visibility"
        placeholder="Any visibility"
        data={VISIBILITY_OPTIONS}
        w={190}
      />
      <ClearFiltersButton shown={hasFilters} onClear={clearFilters} />
    </Group>
  );
}
