import type { Publisher } from '@affnet/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { MESSENGER_LABELS } from '../../../components/messenger-fields';
import { TRAFFIC_SOURCE_LABELS } from '../../../components/traffic-sources-input';

/** Where the publisher's traffic comes from and how to reach them on a messenger. */
export function PublisherTrafficCard({ publisher }: { publisher: Publisher }) {
  return (
    <InfoCard title="Traffic and messenger">
      <FieldList>
        <Field label="Traffic sources">
          {publisher.trafficSources.length > 0 ? (
            <Group gap={6}>
              {publisher.trafficSources.map((source) => (
                <Badge key={source} variant="light" color="gray" tt="none">
                  {TRAFFIC_SOURCE_LABELS[source]}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Field>
        <Field label="Messenger">{publisher.messenger ? MESSENGER_LABELS[publisher.messenger] : null}</Field>
        <Field label="Handle">
          {publisher.messengerHandle ? (
            <Text size="sm" ff="monospace">
              {publisher.messengerHandle}
            </Text>
          ) : null}
        </Field>
      </FieldList>
    </InfoCard>
  );
}
