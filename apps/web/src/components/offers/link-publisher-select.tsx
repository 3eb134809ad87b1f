import type { LinkPublisher } from '@affnet/contracts';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useLinkPublishers } from '../../lib/api/get-link-publishers';

const publisherLabel = (publisher: LinkPublisher) => `#${publisher.ref} ${publisher.company}`;

type LinkPublisherSelectProps = {
  offerId: string;
  /** What the choice is for, under the label. */
  description?: string;
  value: LinkPublisher | null;
  onChange: (publisher: LinkPublisher | null) => void;
  error: ReactNode;
};

/** Publishers that may run the offer, by number and name, searched on the server. */
export function LinkPublisherSelect({
  offerId,
  description = 'Publishers that may run this offer. Search by name or number (#1001).',
  value,
  onChange,
  error,
}: LinkPublisherSelectProps) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const shown = value && search === publisherLabel(value) ? '' : term.trim();
  const found = useLinkPublishers(offerId, shown);
  const options = [...(value ? [value] : []), ...(found.data ?? []).filter((row) => row.id !== value?.id)];
  return (
    <Select
      label="Publisher"
      description={description}
      placeholder="Search publishers"
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'No publisher with access matches'}
      data={options.map((publisher) => ({ value: publisher.id, label: publisherLabel(publisher) }))}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      error={error}
      onChange={(id) => onChange(options.find((publisher) => publisher.id === id) ?? null)}
    />
  );
}
