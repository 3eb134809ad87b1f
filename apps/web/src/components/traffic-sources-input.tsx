import { TRAFFIC_SOURCES, type TrafficSource } from '@affnet/contracts';
import { Checkbox, SimpleGrid } from '@mantine/core';
import type { FieldBinder } from '../lib/contract-form';

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  social: 'Social media',
  search: 'Search',
  email: 'E-mail',
  display: 'Display',
  native: 'Native',
  push: 'Push notifications',
  content: 'Content sites',
  coupon: 'Coupons',
  cashback: 'Cashback',
  influencer: 'Influencers',
  mobile_app: 'Mobile apps',
  other: 'Other',
};

type TrafficSourcesInputProps = { form: FieldBinder<'trafficSources'>; description?: string };

/**
 * A publisher's traffic sources: a labelled group of checkboxes. Sign-up asks for at least one
 * and an admin may leave the list empty; the form's schema says which (and marks it).
 */
export function TrafficSourcesInput({
  form,
  description = 'Where your visitors come from.',
}: TrafficSourcesInputProps) {
  return (
    <Checkbox.Group
      label="Traffic sources"
      description={description}
      key={form.key('trafficSources')}
      {...form.getInputProps('trafficSources')}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
        {TRAFFIC_SOURCES.map((source) => (
          <Checkbox key={source} value={source} label={TRAFFIC_SOURCE_LABELS[source]} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
