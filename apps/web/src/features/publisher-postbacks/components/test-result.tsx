import type { PostbackDelivery } from '@affnet/contracts';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { deliveryOutcomeOf } from './delivery-labels';

/** What a "send test" call got: the request as sent and the answer, in one box. */
export function TestResult({ delivery }: { delivery: PostbackDelivery }) {
  const outcome = deliveryOutcomeOf(delivery);
  return (
    <Alert
      color={delivery.state === 'delivered' ? 'teal' : 'red'}
      title={`Test call: ${outcome}`}
      role="status"
    >
      <Stack gap={4}>
        <Text size="sm">
          {delivery.method}{' '}
          <Code fz="xs" style={{ wordBreak: 'break-all' }}>
            {delivery.url}
          </Code>
        </Text>
        {delivery.body ? (
          <Text size="sm">
            Body <Code fz="xs">{delivery.body}</Code>
          </Text>
        ) : null}
        {delivery.responseBody ? (
          <Text size="sm">
            Answer <Code fz="xs">{delivery.responseBody}</Code>
          </Text>
        ) : null}
      </Stack>
    </Alert>
  );
}
