import { Select, type SelectProps } from '@mantine/core';

/** The part of a list's URL state a filter reads and sets (see lib/list-params.ts). */
type FilterState<Filter extends string> = {
  state: { filters: Partial<Record<Filter, string>> };
  setFilter: (key: Filter, value: string | null) => void;
};

type FilterSelectProps<Filter extends string> = Omit<SelectProps, 'value' | 'onChange'> & {
  filters: FilterState<Filter>;
  /** The URL key this select sets. */
  name: Filter;
};

/** A clearable select bound to one filter of a list's URL state: none chosen = the filter is off. */
export function FilterSelect<Filter extends string>({ filters, name, ...props }: FilterSelectProps<Filter>) {
  return (
    <Select
      clearable
      {...props}
      value={filters.state.filters[name] ?? null}
      onChange={(value) => filters.setFilter(name, value)}
    />
  );
}
