import type { OfferAccess } from '@affnet/contracts';
import { Group } from '@mantine/core';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { ListSearch } from '../../../components/data-table/list-search';
import { OfferFilter } from '../../../components/pickers/offer-picker';
import { PublisherPicker, partnerPickerOption } from '../../../components/pickers/partner-picker';
import type { ListParams } from '../../../lib/list-params';
import type { AccessFilter, AccessSort } from './access-list-query';

type AccessFiltersProps = {
  params: ListParams<AccessSort, AccessFilter>;
  /** The rows on screen: they name the offer and publisher a filter from the URL stands for. */
  rows: readonly OfferAccess[];
  /** A list of one offer has no offer filter. */
  withOffer: boolean;
  /** True when a filter other than the status tab is set. */
  isFiltered: boolean;
  onClear: () => void;
};

/** Search and the offer and publisher filters of an access list. */
export function AccessFilters({ params, rows, withOffer, isFiltered, onClear }: AccessFiltersProps) {
  const { state, setFilter } = params;
  return (
    <Group gap="sm" align="flex-end">
      <ListSearch
        params={params}
        placeholder={withOffer ? 'Offer, publisher or e-mail' : 'Publisher or e-mail'}
      />
      {withOffer ? <OfferFilter filters={params} offers={rows.map((row) => row.offer)} /> : null}
      <PublisherPicker
        label="Publisher"
        placeholder="Any publisher"
        clearable
        known={rows.map((row) => partnerPickerOption(row.publisher))}
        value={state.filters.publisherId ?? null}
        onChange={(value) => setFilter('publisherId', value)}
        w={240}
      />
      <ClearFiltersButton shown={isFiltered} onClear={onClear} />
    </Group>
  );
}
