import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { formatAmount } from '../../../lib/money';
import { payoutRequestQuery, useRequestPayout } from '../api/payout-requests';

type PayoutRequestProps = {
  /** Whether the balance has anything to be paid now: with nothing, there is nothing to ask for. */
  payable: boolean;
};

/**
 * Under the publisher's balance, where the network takes payout requests (docs/money.md "Payout
 * requests"): "Request payout" once there is money to be paid, or the open request and what it
 * waits on. A refusal (below the minimum) is said in place, with the server's reason.
 */
export function PayoutRequest({ payable }: PayoutRequestProps) {
  const state = useQuery(payoutRequestQuery());
  const ask = useRequestPayout();
  if (!state.data?.data.enabled) return null;
  const { requestedAt, drafts } = state.data.data;
  if (requestedAt) {
    const amounts = drafts.map((draft) => formatAmount(draft.total, draft.currency)).join(', ');
    return (
      <Text size="sm">
        You requested a payout on {formatDate(requestedAt)}
        {amounts ? ` (${amounts})` : ''}: the network reviews it and issues your invoice.
      </Text>
    );
  }
  if (!payable) return null;
  const request = () =>
    ask.mutate(undefined, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: 'Payout requested: the network will issue your invoice.',
        }),
    });
  return (
    <>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          Once your earnings not invoiced yet (payable or on a draft) reach your minimum payout, you may ask
          to be paid now.
        </Text>
        <Button leftSection={<IconCash size={16} aria-hidden />} loading={ask.isPending} onClick={request}>
          Request payout
        </Button>
      </Group>
      {ask.isError ? (
        <Alert color="red" title="Could not request a payout">
          {ask.error instanceof ApiError ? ask.error.message : 'Could not reach the server.'}
        </Alert>
      ) : null}
    </>
  );
}
