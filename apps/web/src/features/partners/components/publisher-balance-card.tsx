import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { InfoCard } from '../../../components/info-card';
import { PartnerBalanceTable } from '../../../components/partner-balance-table';
import { ErrorState } from '../../../components/query-states';
import { useMayChange } from '../../../lib/permissions';
import { publisherBalanceQuery } from '../api/get-publisher-balance';

function BalanceBody({ partnerId }: { partnerId: string }) {
  const balance = useQuery(publisherBalanceQuery(partnerId));
  if (balance.isPending) {
    return (
      <Text size="sm" c="dimmed">
        Loading…
      </Text>
    );
  }
  if (balance.isError) {
    return (
      <ErrorState
        title="Could not load the balance"
        error={balance.error}
        onRetry={() => balance.refetch()}
      />
    );
  }
  return <PartnerBalanceTable balances={balance.data.data} label="Balance" />;
}

/** What the network owes the publisher, by state and currency; for staff who may read billing. */
export function PublisherBalanceCard({ partnerId }: { partnerId: string }) {
  // Holding billing.read (an employee's role may not): the balance comes from the billing API.
  const readsBilling = useMayChange('billing.read');
  if (!readsBilling) return null;
  return (
    <InfoCard title="Balance" description="From the ledger as it stands: approved conversions and invoices.">
      <BalanceBody partnerId={partnerId} />
    </InfoCard>
  );
}
