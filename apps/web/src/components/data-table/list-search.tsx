import { SearchInput, type SearchInputProps } from '../search-input';

/** The part of a list's URL state the search box reads and sets (see lib/list-params.ts). */
type SearchState = { state: { search: string }; setSearch: (search: string) => void };

type ListSearchProps = Omit<SearchInputProps, 'value' | 'onSearch' | 'label'> & { params: SearchState };

/** A list's search box, bound to its URL state: what to search for is the placeholder. */
export function ListSearch({ params, ...props }: ListSearchProps) {
  return (
    <SearchInput
      label="Search"
      w={{ base: '100%', sm: 260 }}
      {...props}
      value={params.state.search}
      onSearch={params.setSearch}
    />
  );
}
