import { type PartnerBalance, toCents } from '@affnet/contracts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PartnerBalanceTable } from '../../../components/partner-balance-table';
import { ErrorState } from '../../../components/query-states';
import { ownBalanceQuery } from '../api/get-own-balance';
import { PayoutRequest } from './payout-request';

/** Money the publisher could be paid now: not invoiced yet, or on its open draft. */
const hasPayable = (balance: PartnerBalance) => toCents(balance.notInvoiced) + toCents(balance.inDraft) > 0;

/** The publisher's balance above their invoices: what is on hold, to be invoiced, invoiced and paid. */
export function OwnBalance() {
  const balance = useQuery(ownBalanceQuery());
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label="Your balance">
      <Stack gap="sm">
        <Title order={2} size="h5">
          Your balance
        </Title>
        {balance.isPending ? (
          <Text size="sm" c="dimmed">
            Loading…
          </Text>
        ) : balance.isError ? (
          <ErrorState
            title="Could not load your balance"
            error={balance.error}
            onRetry={() => balance.refetch()}
          />
        ) : (
          <PartnerBalanceTable balances={balance.data.data} label="Your balance" />
        )}
        <PayoutRequest payable={balance.data?.data.some(hasPayable) ?? false} />
      </Stack>
    </Paper>
  );
}
