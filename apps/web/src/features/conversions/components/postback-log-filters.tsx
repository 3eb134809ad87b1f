import { type AdvertiserPostbackLog, POSTBACK_RESULTS } from '@affnet/contracts';
import { Group } from '@mantine/core';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { FilterSelect } from '../../../components/data-table/filter-select';
import { ListSearch } from '../../../components/data-table/list-search';
import { DateRangePicker } from '../../../components/date-range-picker';
import { OfferFilter } from '../../../components/pickers/offer-picker';
import { AdvertiserPicker, partnerPickerOption } from '../../../components/pickers/partner-picker';
import { resultLabel } from '../../../components/postback-log/postback-result';
import { todayIn } from '../../../lib/date-ranges';
import type { ListParams } from '../../../lib/list-params';
import type { PostbackLogFilter, PostbackLogSort } from './postback-log-list-query';

const RESULT_OPTIONS = POSTBACK_RESULTS.map((value) => ({ value, label: resultLabel(value) }));

type PostbackLogFiltersProps = {
  params: ListParams<PostbackLogSort, PostbackLogFilter>;
  /** The rows on screen: they name the offer and advertiser an id from the URL stands for. */
  rows: readonly AdvertiserPostbackLog[];
};

/** Search by click or transaction id; advertiser, offer, result and a range of days (UTC). */
export function PostbackLogFilters({ params, rows }: PostbackLogFiltersProps) {
  const { state, setFilter } = params;
  const offers = rows.flatMap((row) => (row.offer ? [row.offer] : []));
  const advertisers = rows.flatMap((row) => (row.advertiser ? [partnerPickerOption(row.advertiser)] : []));
  return (
    <Group gap="sm" align="flex-end">
      <ListSearch params={params} placeholder="Click ID or transaction ID" />
      <AdvertiserPicker
        label="Advertiser"
        placeholder="Any advertiser"
        clearable
        known={advertisers}
        value={state.filters.advertiserId ?? null}
        onChange={(value) => setFilter('advertiserId', value)}
        w={220}
      />
      <OfferFilter filters={params} offers={offers} />
      <FilterSelect
        filters={params}
        name="result"
        label="Result"
        placeholder="Any result"
        data={RESULT_OPTIONS}
        w={200}
      />
      <DateRangePicker
        label="From – to (UTC)"
        value={{ from: state.filters.from, to: state.filters.to }}
        onChange={(range) => params.setFilters({ from: range?.from ?? null, to: range?.to ?? null })}
        today={todayIn('UTC')}
        anyTime
      />
      <ClearFiltersButton shown={params.hasFilters} onClear={params.clearFilters} />
    </Group>
  );
}
