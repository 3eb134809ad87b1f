import { List, Stack, Text } from '@mantine/core';
import { InfoCard } from '../../../components/info-card';
import { ListQueryGate } from '../../../components/list-query-gate';
import { changeText } from '../../../components/offers/change-text';
import { formatDateTime } from '../../../lib/format';
import { usePublisherOfferChanges } from '../api/get-publisher-offer-changes';

/** offer/view/{id}: what the network changed in the terms this publisher works under, newest first. */
export function OfferChangesCard({ offerId }: { offerId: string }) {
  const changes = usePublisherOfferChanges(offerId);
  return (
    <InfoCard
      title="Changes to your terms"
      description="Each change to the status, your payouts, caps, targeting, landing pages or schedule of this offer (times in your time zone)."
    >
      <ListQueryGate
        query={changes}
        loadingLabel="Loading changes"
        errorTitle="Could not load the changes"
        empty="No change to your terms since the offer was created."
      >
        {(versions) => (
          <Stack
            gap="md"
            component="ol"
            aria-label="Changes to your terms"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {versions.map((version) => (
              <Stack key={version.version} gap={4} component="li">
                <Text size="sm" fw={600}>
                  {formatDateTime(version.changedAt)}
                </Text>
                <List size="sm" spacing={2}>
                  {version.changes.map((change) => (
                    // A change is its own key: two of one version never match in every part.
                    <List.Item key={JSON.stringify(change)}>{changeText(change)}</List.Item>
                  ))}
                </List>
              </Stack>
            ))}
          </Stack>
        )}
      </ListQueryGate>
    </InfoCard>
  );
}
