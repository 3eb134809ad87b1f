import {
  Loader,
  MultiSelect,
  type MultiSelectProps,
  type OptionsFilter,
  Select,
  type SelectProps,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** One choice of a picker: the id it stands for and how people read it. */
export type PickerOption = { value: string; label: string };

/** The chosen record as a known option, when the form holds its label beside its id. */
export function knownOption(value: string, label: string): PickerOption[] {
  return value && label ? [{ value, label }] : [];
}

/** Options matching a search, from the server; the picker shows them as they are (no local filter). */
export type OptionsHook = (search: string) => { options: PickerOption[]; isFetching: boolean };

const SEARCH_DELAY_MS = 250;
/** The server already searched; the list shows its answer as is. */
const showAll: OptionsFilter = ({ options }) => options;

function uniqueOptions(options: readonly PickerOption[]): PickerOption[] {
  const seen = new Map<string, PickerOption>();
  for (const option of options) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}

type SearchState = { search: string; setSearch: (search: string) => void; term: string };

/**
 * The typed search and the term sent to the server: after a pause, and none while the box only
 * shows the chosen option's label (so opening the list shows everything, not just that one).
 */
function useSearchTerm(chosenLabels: readonly string[]): SearchState {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const term = chosenLabels.includes(debounced) ? '' : debounced.trim();
  return { search, setSearch, term };
}

type RemoteSelectProps = Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  value: string | null;
  /** The chosen id and its option (for a form that keeps the label beside the id). */
  onChange: (value: string | null, option: PickerOption | null) => void;
  useOptions: OptionsHook;
  /** Options whose labels are already known (the current value from a record or a list row). */
  known?: readonly PickerOption[];
  /** Values never offered (an offer's fallback cannot be the offer itself). */
  excludeValues?: readonly string[];
};

/** A searchable select whose options come from the server as the user types. */
export function RemoteSelect({
  value,
  onChange,
  useOptions,
  known = [],
  excludeValues = [],
  ...props
}: RemoteSelectProps) {
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  const current = [chosen, ...known].find((option) => option && option.value === value) ?? null;
  const { search, setSearch, term } = useSearchTerm(current ? [current.label] : []);
  const found = useOptions(term);
  const options = found.options.filter((option) => !excludeValues.includes(option.value));
  const { isFetching } = found;
  return (
    <Select
      nothingFoundMessage={isFetching ? 'Searching…' : 'Nothing found'}
      // While searching a spinner stands in for the chevron; otherwise Mantine's own (clear) button shows.
      {...(isFetching ? { rightSection: <Loader size={14} /> } : {})}
      {...props}
      searchable
      filter={showAll}
      data={uniqueOptions(current ? [current, ...options] : options)}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next, option) => {
        const picked = option ? { value: option.value, label: option.label } : null;
        setChosen(picked);
        onChange(next, picked);
      }}
    />
  );
}

type RemoteMultiSelectProps = Omit<
  MultiSelectProps,
  'data' | 'value' | 'onChange' | 'searchable' | 'searchValue' | 'onSearchChange' | 'filter'
> & {
  value: string[];
  onChange: (value: string[]) => void;
  useOptions: OptionsHook;
};

/** A searchable multi-select over server-searched options; chosen ones stay listed as pills. */
export function RemoteMultiSelect({ value, onChange, useOptions, ...props }: RemoteMultiSelectProps) {
  const [chosen, setChosen] = useState<PickerOption[]>([]);
  const { search, setSearch, term } = useSearchTerm([]);
  const { options, isFetching } = useOptions(term);
  const data = uniqueOptions([...chosen.filter((option) => value.includes(option.value)), ...options]);
  return (
    <MultiSelect
      nothingFoundMessage={isFetching ? 'Searching…' : 'Nothing found'}
      {...props}
      searchable
      filter={showAll}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(next) => {
        setChosen(data.filter((option) => next.includes(option.value)));
        onChange(next);
      }}
    />
  );
}
