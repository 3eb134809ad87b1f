import {
  CLICK_QUALITIES,
  CLICK_QUALITY_LABELS,
  STORED_CONVERSION_STATUS_LABELS,
  STORED_CONVERSION_STATUSES,
} from '@affnet/contracts';
import { CloseButton, Group, Pill, Select, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { countryOptions } from '../../../components/country-select';
import { ClearFiltersButton } from '../../../components/data-table/clear-filters-button';
import { ListSearch } from '../../../components/data-table/list-search';
import { DateRangePicker } from '../../../components/date-range-picker';
import { OfferFilter } from '../../../components/pickers/offer-picker';
import { AdvertiserPicker, PublisherPicker } from '../../../components/pickers/partner-picker';
import { localDay, rangeOf } from './report-range';

/*
 * The filter row of a row report, bound to the URL. Inputs show the filters people set by hand;
 * any other shared key in the URL (a drill-down from the performance report by OS or sub id 3)
 * shows as a pill that can be removed, so no filter is ever in force unseen.
 */

type FilterParams<Filter extends string> = {
  state: { search: string; filters: Partial<Record<Filter, string>> };
  setSearch: (search: string) => void;
  setFilter: (key: Filter, value: string | null) => void;
  setFilters: (changes: Partial<Record<Filter, string | null>>) => void;
  hasFilters: boolean;
  clearFilters: () => void;
};

type ShownFilter =
  | 'from'
  | 'to'
  | 'offerId'
  | 'publisherId'
  | 'advertiserId'
  | 'country'
  | 'sub1'
  | 'status'
  | 'quality';

type ReportFiltersProps<Filter extends string> = {
  params: FilterParams<Filter>;
  /** Every filter key the report keeps in the URL. */
  keys: readonly Filter[];
  defaultDays: number;
  /** The longest range the report answers: the picker offers no longer one. */
  maxDays: number;
  /** Why the range is bounded, when the bound is tighter than a report's usual year. */
  limitReason?: string;
  /** Staff pick offers and partners; partners' own scope is theirs already. */
  isStaff: boolean;
  /** The report's own select: conversion status or click quality. */
  kind: 'conversions' | 'clicks';
  offers: ReadonlyArray<{ id: string; ref: number; name: string }>;
  searchPlaceholder: string;
};

const STATUS_OPTIONS = STORED_CONVERSION_STATUSES.map((value) => ({
  value,
  label: STORED_CONVERSION_STATUS_LABELS[value],
}));
/** How a pill names a filter whose value means nothing read (an id): "invoiceId: 7f3c…" says less. */
const PILL_TEXT: Partial<Record<string, { text: string; name: string }>> = {
  invoiceId: { text: 'Billed on one invoice', name: 'invoice' },
};
const pillOf = (key: string, value: string | undefined) =>
  PILL_TEXT[key] ?? { text: `${key}: ${value}`, name: key };

const QUALITY_OPTIONS = CLICK_QUALITIES.map((value) => ({ value, label: CLICK_QUALITY_LABELS[value] }));

/** A text filter applied on Enter or when the field is left, not on every key. */
function TextFilter({
  label,
  value,
  onApply,
}: {
  label: string;
  value: string;
  onApply: (value: string | null) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const apply = () => {
    if (draft.trim() !== value) onApply(draft.trim() || null);
  };
  return (
    <TextInput
      label={label}
      value={draft}
      w={150}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
    />
  );
}

export function ReportFilters<Filter extends string>(props: ReportFiltersProps<Filter>) {
  const { params, keys, isStaff, kind } = props;
  const filters = params.state.filters as Partial<Record<string, string>>;
  const set = (key: ShownFilter, value: string | null) => params.setFilter(key as unknown as Filter, value);
  const countries = useMemo(() => countryOptions(), []);
  const range = rangeOf(filters, props.defaultDays);
  const rangeError = range.from > range.to ? 'The end date must be on or after the start date' : undefined;
  const setRange = (picked: { from: string; to: string } | null) =>
    params.setFilters({ from: picked?.from ?? null, to: picked?.to ?? null } as Partial<
      Record<Filter, string | null>
    >);
  const shown: readonly string[] = [
    'from',
    'to',
    'country',
    'sub1',
    kind === 'conversions' ? 'status' : 'quality',
    ...(isStaff ? ['offerId', 'publisherId', 'advertiserId'] : []),
  ];
  const others = keys.filter((key) => !shown.includes(key) && filters[key] !== undefined);
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-start">
        <DateRangePicker
          value={range}
          onChange={setRange}
          today={localDay(0)}
          maxDays={props.maxDays}
          limitReason={props.limitReason}
          error={rangeError}
        />
        <ListSearch params={params} placeholder={props.searchPlaceholder} />
        {isStaff ? (
          <>
            <OfferFilter
              filters={{
                state: { filters: { offerId: filters.offerId } },
                setFilter: (_key, value) => set('offerId', value),
              }}
              offers={props.offers}
            />
            <PublisherPicker
              label="Publisher"
              placeholder="Any publisher"
              clearable
              value={filters.publisherId ?? null}
              onChange={(value) => set('publisherId', value)}
              w={220}
            />
            <AdvertiserPicker
              label="Advertiser"
              placeholder="Any advertiser"
              clearable
              value={filters.advertiserId ?? null}
              onChange={(value) => set('advertiserId', value)}
              w={220}
            />
          </>
        ) : null}
        {kind === 'conversions' ? (
          <Select
            label="Status"
            placeholder="Any status"
            clearable
            data={STATUS_OPTIONS}
            value={filters.status ?? null}
            onChange={(value) => set('status', value)}
            w={170}
          />
        ) : (
          <Select
            label="Counts as"
            placeholder="Every click"
            clearable
            data={QUALITY_OPTIONS}
            value={filters.quality ?? null}
            onChange={(value) => set('quality', value)}
            w={160}
          />
        )}
        <Select
          label="Country"
          placeholder="Any country"
          clearable
          searchable
          data={countries}
          value={filters.country ?? null}
          onChange={(value) => set('country', value)}
          w={180}
        />
        <TextFilter label="Sub ID 1" value={filters.sub1 ?? ''} onApply={(value) => set('sub1', value)} />
        <ClearFiltersButton shown={params.hasFilters} onClear={params.clearFilters} />
      </Group>
      {others.length > 0 ? (
        <Group gap="xs" aria-label="Other filters">
          <Text size="xs" c="dimmed">
            Also filtered by
          </Text>
          {others.map((key) => (
            <Pill key={key} size="md">
              <Group gap={4} wrap="nowrap">
                {pillOf(key, filters[key]).text}
                <CloseButton
                  size="xs"
                  aria-label={`Remove the ${pillOf(key, filters[key]).name} filter`}
                  onClick={() => params.setFilter(key, null)}
                />
              </Group>
            </Pill>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
