import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { CLOSED_DROPDOWN } from './closed-dropdown';

export type PickerOption = { value: string; label: string };

type RemoteSelectProps = Omit<
  SelectProps,
  'data' | 'value' | 'defaultValue' | 'onChange' | 'searchValue' | 'onSearchChange' | 'searchable'
> & {
  /** The chosen id; '' for none. */
  value: string;
  onChange: (value: string, label: string) => void;
  /** The chosen record's name, which the first page of results may not include. */
  selectedLabel?: string;
  /** Query key of the options for a search text; the server filters, the list stays short. */
  queryKey: (search: string) => QueryKey;
  load: (search: string, signal: AbortSignal) => Promise<PickerOption[]>;
};

const SEARCH_DELAY_MS = 250;

/**
 * A searchable select whose options come from the server as the user types. Nothing is fetched
 * until the dropdown first opens, so a page with many pickers costs no requests until one is used.
 */
export function RemoteSelect({
  value,
  onChange,
  selectedLabel,
  queryKey,
  load,
  ...props
}: RemoteSelectProps) {
  const [search, setSearch] = useState(selectedLabel ?? '');
  const [opened, setOpened] = useState(false);
  const [seen, setSeen] = useState<PickerOption[]>(() =>
    value && selectedLabel ? [{ value, label: selectedLabel }] : [],
  );
  const current = seen.find((option) => option.value === value);
  // The box shows the chosen label; searching for it would hide every other option.
  const term = search === current?.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, SEARCH_DELAY_MS);
  const query = useQuery({
    queryKey: queryKey(debounced),
    queryFn: ({ signal }) => load(debounced, signal),
    enabled: opened,
    staleTime: 30_000,
  });
  const data = useMemo(() => {
    const options = [...(query.data ?? [])];
    if (current && !options.some((option) => option.value === current.value)) options.unshift(current);
    return options;
  }, [query.data, current]);

  return (
    <Select
      searchable
      autoComplete="off"
      nothingFoundMessage={
        query.isFetching ? 'Searching…' : query.isError ? 'Could not load' : 'Nothing found'
      }
      rightSection={query.isFetching ? <Loader size="xs" /> : undefined}
      comboboxProps={CLOSED_DROPDOWN}
      {...props}
      data={data}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onChange={(next, option) => {
        if (option) setSeen((list) => [...list.filter((item) => item.value !== option.value), option]);
        onChange(next ?? '', option?.label ?? '');
      }}
    />
  );
}
