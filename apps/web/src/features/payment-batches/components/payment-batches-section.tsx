import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { MayChange } from '../../../components/may-change';
import { ErrorState, NoResults } from '../../../components/query-states';
import { usePaymentBatches } from '../api/get-payment-batches';
import { NewPaymentBatchModal } from './new-payment-batch-modal';
import { PaymentBatchesTable } from './payment-batches-table';
import { PaymentSettingsCard } from './payment-settings-card';

function NewBatchButton({ onClick }: { onClick: () => void }) {
  return (
    <MayChange permission="billing.pay">
      <Button leftSection={<IconCash size={16} aria-hidden />} onClick={onClick}>
        New payment batch
      </Button>
    </MayChange>
  );
}

type PaymentBatchesSectionProps = {
  /** Today in the network's zone: the cut-off's default. */
  today: string;
};

/**
 * The billing screen's payment batches: the list, newest first (a batch opens in the drawer), a
 * new batch for billing.pay holders, and the payment settings.
 */
export function PaymentBatchesSection({ today }: PaymentBatchesSectionProps) {
  const list = usePaymentBatches();
  const [isCreating, setCreating] = useState(false);
  const create = <NewBatchButton onClick={() => setCreating(true)} />;
  let body: ReactNode;
  if (list.isError) {
    body = (
      <ErrorState
        title="Could not load the payment batches"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (!list.data) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading payment batches">
        <Skeleton height={36} />
        <Skeleton height={120} />
      </Stack>
    );
  } else if (list.data.length === 0) {
    body = (
      <NoResults
        title="No payment batches yet"
        description="A batch pays issued publisher invoices through one payment method: approve it, export the file for the bank or payment service, then mark each payment paid or failed."
        action={create}
      />
    );
  } else {
    body = <PaymentBatchesTable batches={list.data} />;
  }
  return (
    <Stack gap="lg">
      <Stack component="section" gap="md" aria-labelledby="payment-batches">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} size="h3" id="payment-batches">
              Payment batches
            </Title>
            <Text size="sm" c="dimmed">
              Publisher invoices paid in one go, by payment method and currency: approved, exported for the
              bank or payment service, then each payment marked paid or failed.
            </Text>
          </Stack>
          {create}
        </Group>
        {body}
      </Stack>
      <PaymentSettingsCard />
      <NewPaymentBatchModal opened={isCreating} today={today} onDone={() => setCreating(false)} />
    </Stack>
  );
}
