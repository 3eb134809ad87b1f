import type { Offer, OfferVersion, OfferVersionPart } from '@affnet/contracts';
import { Group, List, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { InfoCard } from '../../../../components/info-card';
import { ListQueryGate } from '../../../../components/list-query-gate';
import { changeText, VERSION_PART_LABELS } from '../../../../components/offers/change-text';
import { formatDateTime } from '../../../../lib/format';
import { useOfferVersions } from '../../api/offer-versions';
import {
  filterVersions,
  NO_VERSION_FILTERS,
  type VersionFilters,
  versionFilterOptions,
} from './version-filters';

/** offer/{id}/general: each save that changed the offer, who made it and what changed, newest first. */
export function ChangeHistoryCard({ offer }: { offer: Offer }) {
  const versions = useOfferVersions(offer.id, offer.updatedAt);
  const [filters, setFilters] = useState<VersionFilters>(NO_VERSION_FILTERS);
  return (
    <InfoCard
      title="Change history"
      description="Each save that changed this offer, from any tab: who saved it and what changed, field by field (times in your time zone)."
    >
      <ListQueryGate
        query={versions}
        loadingLabel="Loading change history"
        errorTitle="Could not load the change history"
        empty="No change recorded yet."
      >
        {(rows) => (
          <Stack gap="sm">
            <HistoryFilters versions={rows} filters={filters} onChange={setFilters} />
            <VersionTable rows={filterVersions(rows, filters)} />
          </Stack>
        )}
      </ListQueryGate>
    </InfoCard>
  );
}

type FiltersProps = {
  versions: OfferVersion[];
  filters: VersionFilters;
  onChange: (filters: VersionFilters) => void;
};

/** Choices come from the history itself: only parts saved and people who saved. */
function HistoryFilters({ versions, filters, onChange }: FiltersProps) {
  const { parts, persons } = versionFilterOptions(versions);
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Part"
        placeholder="Every part"
        data={parts}
        value={filters.part}
        onChange={(part) => onChange({ ...filters, part: part as OfferVersionPart | null })}
        clearable
        w={200}
      />
      <Select
        label="Changed by"
        placeholder="Anyone"
        data={persons}
        value={filters.changedBy}
        onChange={(changedBy) => onChange({ ...filters, changedBy })}
        clearable
        searchable
        w={240}
      />
    </Group>
  );
}

function VersionTable({ rows }: { rows: OfferVersion[] }) {
  if (rows.length === 0) return <Text size="sm">No change matches these filters.</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Offer changes" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Version</Table.Th>
            <Table.Th>When</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Saved</Table.Th>
            <Table.Th>What changed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((version) => (
            <Table.Tr key={version.id}>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td>{formatDateTime(version.changedAt)}</Table.Td>
              <Table.Td>{version.changedBy?.name ?? 'A former user'}</Table.Td>
              <Table.Td>{VERSION_PART_LABELS[version.part]}</Table.Td>
              <Table.Td>
                <VersionChanges version={version} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VersionChanges({ version }: { version: OfferVersion }) {
  if (version.part === 'created') return <Text size="sm">The offer was created.</Text>;
  return (
    <List size="sm" spacing={2}>
      {version.changes.map((change) => (
        // A change is its own key: two of one version never match in every part.
        <List.Item key={JSON.stringify(change)}>{changeText(change)}</List.Item>
      ))}
    </List>
  );
}
