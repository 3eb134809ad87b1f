import { CREATIVE_STATUSES, CREATIVE_TYPE_LABELS, CREATIVE_TYPES, type Creative } from '@affnet/contracts';
import { Group } from '@mantine/core';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListSearch } from '../../../components/data-table/list-search';
import { OfferFilter } from '../../../components/pickers/offer-picker';
import type { ListParams } from '../../../lib/list-params';
import { CREATIVE_STATUS_LABELS } from './creative-labels';
import type { CreativeFilter, CreativeSort } from './creative-list-query';

const TYPE_OPTIONS = CREATIVE_TYPES.map((type) => ({ value: type, label: CREATIVE_TYPE_LABELS[type] }));
const STATUS_OPTIONS = CREATIVE_STATUSES.map((status) => ({
  value: status,
  label: CREATIVE_STATUS_LABELS[status],
}));

type CreativeFiltersProps = {
  params: ListParams<CreativeSort, CreativeFilter>;
  rows: readonly Creative[];
  /** A list of one offer has no offer filter. */
  withOffer: boolean;
  isFiltered: boolean;
  onClear: () => void;
};

/** Search and the offer, type and status filters of a creative list. */
export function CreativeFilters({ params, rows, withOffer, isFiltered, onClear }: CreativeFiltersProps) {
  return (
    <Group gap="sm" align="flex-end">
      <ListSearch
        params={params}
        placeholder={withOffer ? 'Creative or offer name' : 'Creative name'}
        w={{ base: '100%', sm: 240 }}
      />
      {withOffer ? <OfferFilter filters={params} offers={rows.map((row) => row.offer)} /> : null}
      <FilterSelect
        filters={params}
        name="type"
        label="Type"
        placeholder="Any type"
        data={TYPE_OPTIONS}
        w={150}
      />
      <FilterSelect
        filters={params}
        name="status"
        label="Status"
        placeholder="Any status"
        data={STATUS_OPTIONS}
        w={140}
      />
      <ClearFiltersButton shown={isFiltered} onClear={onClear} />
    </Group>
  );
}
