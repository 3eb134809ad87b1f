import type { Offer } from '@affnet/contracts';
import { List, Table, Text } from '@mantine/core';
import { InfoCard } from '../../../../components/info-card';
import { ListQueryGate } from '../../../../components/list-query-gate';
import { formatDateTime } from '../../../../lib/format';
import { useOfferVersions } from '../../api/offer-versions';
import { changeText, VERSION_PART_LABELS } from './change-text';

/** offer/{id}/general: each save that changed the offer, who made it and what changed, newest first. */
export function ChangeHistoryCard({ offer }: { offer: Offer }) {
  const versions = useOfferVersions(offer.id, offer.updatedAt);
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
                      {version.part === 'created' ? (
                        <Text size="sm">The offer was created.</Text>
                      ) : (
                        <List size="sm" spacing={2}>
                          {version.changes.map((change) => (
                            // A change is its own key: two of one version never match in every part.
                            <List.Item key={JSON.stringify(change)}>{changeText(change)}</List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListQueryGate>
    </InfoCard>
  );
}
