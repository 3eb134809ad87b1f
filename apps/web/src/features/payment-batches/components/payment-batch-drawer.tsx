import type { PaymentBatchDetail } from '@affnet/contracts';
import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { ErrorState, isNotFound } from '../../../components/query-states';
import { countOf, formatDateTime } from '../../../lib/format';
import { isUuid } from '../../../lib/ids';
import { formatAmount } from '../../../lib/money';
import { useMayChange } from '../../../lib/permissions';
import { usePaymentBatch } from '../api/get-payment-batches';
import { allowedBatchActionsOf, PaymentBatchActions } from './payment-batch-actions';
import { batchTitleOf } from './payment-batch-text';
import { PaymentItemsTable } from './payment-items-table';
import { PaymentBatchStatusBadge } from './payment-status-badges';
import { SettleItemsModal, type SettleOutcome } from './settle-items-modal';

/** The search parameter that holds the open batch, so a reload or a shared link opens it again. */
const BATCH_PARAM = 'batch';

/** Where the open batch is kept: in the URL, beside the tab. */
export function useOpenPaymentBatch() {
  const [params, setParams] = useSearchParams();
  const withBatch = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(BATCH_PARAM, id);
    else next.delete(BATCH_PARAM);
    return next;
  };
  return {
    openId: params.get(BATCH_PARAM),
    hrefOf: (id: string) => `?${withBatch(id)}`,
    open: (id: string) => setParams(withBatch(id)),
    close: () => setParams(withBatch(null)),
  };
}

/** "When, by whom", or what it waits for. */
function byLine(at: string | null, by: string | null, none: string) {
  if (!at) return none;
  return by ? `${formatDateTime(at)} by ${by}` : formatDateTime(at);
}

/** The batch's figures: what, for how much, and who made and approved it. */
function BatchFigures({ batch }: { batch: PaymentBatchDetail }) {
  return (
    <InfoCard title="Batch">
      <FieldList>
        <Field label="Method">{batch.method.name}</Field>
        <Field label="Currency">{batch.currency}</Field>
        <Field label="Cut-off">{`Invoices issued on or before ${batch.issuedUntil}`}</Field>
        <Field label="Total">{formatAmount(batch.total, batch.currency)}</Field>
        <Field label="Payments">
          {`${countOf(batch.itemCount, 'payment', 'payments')}: ${batch.paidCount} paid, ${batch.failedCount} failed`}
        </Field>
        <Field label="Created">{byLine(batch.createdAt, batch.createdBy, '—')}</Field>
        <Field label="Approved">{byLine(batch.approvedAt, batch.approvedBy, 'Not approved yet')}</Field>
        <Field label="Exported">{byLine(batch.exportedAt, null, 'Not exported yet')}</Field>
      </FieldList>
    </InfoCard>
  );
}

/** The payments, and for billing.pay holders on an exported batch: choose pending ones, mark them paid or failed. */
function BatchPayments({ batch, today }: { batch: PaymentBatchDetail; today: string }) {
  const mayPay = useMayChange('billing.pay');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [outcome, setOutcome] = useState<SettleOutcome | null>(null);
  const settle = mayPay && allowedBatchActionsOf(batch).settle;
  // Only payments still pending (and still in the batch's answer) stay chosen.
  const chosen = batch.items
    .filter((item) => item.status === 'pending' && selected.has(item.id))
    .map((item) => item.id);
  return (
    <InfoCard title="Payments">
      <Stack gap="sm">
        {settle ? (
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {chosen.length === 0
                ? 'Choose pending payments to mark them as the provider answered.'
                : `${countOf(chosen.length, 'payment', 'payments')} chosen`}
            </Text>
            <Button size="xs" disabled={chosen.length === 0} onClick={() => setOutcome('paid')}>
              Mark paid
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={chosen.length === 0}
              onClick={() => setOutcome('failed')}
            >
              Mark failed
            </Button>
          </Group>
        ) : null}
        <PaymentItemsTable
          batch={batch}
          selection={settle ? { selected: new Set(chosen), onChange: setSelected } : undefined}
        />
      </Stack>
      <SettleItemsModal
        batch={batch}
        outcome={outcome}
        itemIds={chosen}
        today={today}
        onDone={() => {
          setOutcome(null);
          setSelected(new Set());
        }}
      />
    </InfoCard>
  );
}

function PaymentBatchDrawerBody({ id, today }: { id: string; today: string }) {
  const query = usePaymentBatch(id);
  const mayPay = useMayChange('billing.pay');
  if (!isUuid(id) || (query.isError && isNotFound(query.error))) {
    return <Text>This payment batch does not exist, or is not one your role may see.</Text>;
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load this payment batch"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading payment batch">
        <Skeleton height={36} width="40%" />
        <Skeleton height={220} />
      </Stack>
    );
  }
  const batch = query.data;
  return (
    <Stack gap="md">
      <PaymentBatchStatusBadge status={batch.status} size="lg" />
      {mayPay ? <PaymentBatchActions batch={batch} /> : null}
      <BatchFigures batch={batch} />
      <BatchPayments key={batch.id} batch={batch} today={today} />
    </Stack>
  );
}

type PaymentBatchDrawerProps = {
  /** Today in the network's zone: a payment's default day. */
  today: string;
};

/** The billing screen's open payment batch, beside the list: its figures, payments and actions. */
export function PaymentBatchDrawer({ today }: PaymentBatchDrawerProps) {
  const { openId, close } = useOpenPaymentBatch();
  const query = usePaymentBatch(openId ?? '');
  return (
    <Drawer
      opened={openId !== null}
      onClose={close}
      position="right"
      size={820}
      title={query.data ? batchTitleOf(query.data) : 'Payment batch'}
    >
      {openId !== null ? <PaymentBatchDrawerBody id={openId} today={today} /> : null}
    </Drawer>
  );
}
