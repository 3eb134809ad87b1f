import type { Offer, OfferVersion, OfferVersionPart } from '@affnet/contracts';
import { Button, Group, List, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { InfoCard } from '../../../../components/info-card';
import { ListQueryGate } from '../../../../components/list-query-gate';
import { changeText, VERSION_PART_LABELS } from '../../../../components/offers/change-text';
import { formatDateTime } from '../../../../lib/format';
import { useMayChange } from '../../../../lib/permissions';
import { useOfferVersions } from '../../api/offer-versions';
import { RevertModal } from './revert-modal';
import {
  filterVersions,
  NO_VERSION_FILTERS,
  type VersionFilters,
  versionFilterOptions,
} from './version-filters';

type ChangeHistoryCardProps = {
  offer: Offer;
  /** After a revert: the offer as restored, for the tab's form to show. */
  onReverted: (offer: Offer) => void;
};

/**
 * offer/{id}/general: each save that changed the offer, who made it and what changed, newest
 * first; staff who may change offers restore any earlier version from it.
 */
export function ChangeHistoryCard({ offer, onReverted }: ChangeHistoryCardProps) {
  const versions = useOfferVersions(offer.id, offer.updatedAt);
  const [filters, setFilters] = useState<VersionFilters>(NO_VERSION_FILTERS);
  // The version asked about stays set while the dialog closes, so its title does not blank out.
  const [restoring, setRestoring] = useState<OfferVersion | null>(null);
  const [asking, setAsking] = useState(false);
  const askToRestore = (version: OfferVersion) => {
    setRestoring(version);
    setAsking(true);
  };
  const mayRestore = useMayChange();
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
            <VersionTable
              rows={filterVersions(rows, filters)}
              latest={rows[0]?.version ?? 0}
              onRestore={mayRestore ? askToRestore : null}
            />
          </Stack>
        )}
      </ListQueryGate>
      <RevertModal
        offerId={offer.id}
        version={restoring}
        opened={asking}
        onClose={() => setAsking(false)}
        onReverted={onReverted}
      />
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

type VersionTableProps = {
  rows: OfferVersion[];
  /** The offer's newest version: what it is now, nothing to restore. */
  latest: number;
  /** Null when the user may not change the offer. */
  onRestore: ((version: OfferVersion) => void) | null;
};

function VersionTable({ rows, latest, onRestore }: VersionTableProps) {
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
            {onRestore ? <Table.Th>Restore</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((version) => (
            <Table.Tr key={version.id}>
              <Table.Td>{version.version}</Table.Td>
              <Table.Td>{formatDateTime(version.changedAt)}</Table.Td>
              <Table.Td>{whoChanged(version)}</Table.Td>
              <Table.Td>
                {version.revertedTo === null
                  ? VERSION_PART_LABELS[version.part]
                  : `Restored version ${version.revertedTo}`}
              </Table.Td>
              <Table.Td>
                <VersionChanges version={version} />
              </Table.Td>
              {onRestore ? (
                <Table.Td>
                  {version.version === latest ? (
                    <Text size="sm" c="dimmed">
                      Current
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Restore version ${version.version}`}
                      onClick={() => onRestore(version)}
                    >
                      Restore
                    </Button>
                  )}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The scheduler's versions have no person; any other without one was made by a user since removed. */
function whoChanged(version: OfferVersion): string {
  if (version.changedBy) return version.changedBy.name;
  return version.part === 'scheduled' ? 'The scheduler' : 'A former user';
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
