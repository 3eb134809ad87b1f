import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { InfoCard } from '../../../components/info-card';
import { ErrorState } from '../../../components/query-states';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { selfBillingQuery, useAcceptSelfBilling } from '../api/self-billing';

/**
 * The publisher's self-billing agreement (docs/money.md "Self-billing"): what the network asks,
 * and "Accept the agreement" until accepted, then the day it was.
 */
export function SelfBillingCard() {
  const state = useQuery(selfBillingQuery());
  const accept = useAcceptSelfBilling();
  const onAccept = () =>
    accept.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: 'Self-billing agreement accepted.' }),
    });
  if (state.isError) {
    return (
      <InfoCard title="Self-billing agreement">
        <ErrorState
          title="Could not load the self-billing agreement"
          error={state.error}
          onRetry={() => state.refetch()}
        />
      </InfoCard>
    );
  }
  const data = state.data?.data;
  return (
    <InfoCard
      title="Self-billing agreement"
      description={
        data?.required
          ? 'The network issues your invoices for you, and issues them only once you accept this agreement.'
          : 'The network issues your invoices for you under this agreement.'
      }
    >
      {data ? (
        <Stack gap="sm">
          <List size="sm" spacing={4}>
            {data.agreement.map((sentence) => (
              <List.Item key={sentence}>{sentence}</List.Item>
            ))}
          </List>
          {data.acceptedAt ? (
            <Text size="sm" fw={500}>
              You accepted it on {formatDate(data.acceptedAt)}.
            </Text>
          ) : (
            <Group justify="flex-end">
              <Button loading={accept.isPending} onClick={onAccept}>
                Accept the agreement
              </Button>
            </Group>
          )}
          {accept.isError ? (
            <Alert color="red" title="Could not accept the agreement">
              {accept.error instanceof ApiError ? accept.error.message : 'Could not reach the server.'}
            </Alert>
          ) : null}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Loading the agreement…
        </Text>
      )}
    </InfoCard>
  );
}
