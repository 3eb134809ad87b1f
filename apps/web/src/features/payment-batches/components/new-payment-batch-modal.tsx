import { type BatchMethodOption, createPaymentBatchBodySchema } from '@affnet/contracts';
import { Alert, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DayInput } from '../../../components/day-input';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { ErrorState } from '../../../components/query-states';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { selectInputProps } from '../../../lib/contract-form';
import { countOf } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';
import { useContractForm } from '../../../lib/use-contract-form';
import { useBatchMethodOptions, usePaymentCandidates } from '../api/get-payment-options';
import { useCreatePaymentBatch } from '../api/payment-batch-actions';
import { useOpenPaymentBatch } from './payment-batch-drawer';
import { batchTitleOf } from './payment-batch-text';
import { PaymentCandidatesTable } from './payment-candidates-table';

type NewBatchValues = {
  paymentMethodId: string;
  currency: string;
  issuedUntil: string;
  excludeInvoiceIds: string[];
};

/** Adds decimal amounts in cents, so 0.1 + 0.2 stays 0.30. */
function sumOf(amounts: string[]): string {
  const cents = amounts.reduce((sum, amount) => sum + Math.round(Number(amount) * 100), 0);
  return (cents / 100).toFixed(2);
}

/**
 * The currencies a batch of this method may pay in: the method's own (its minimum payout's) and the
 * network's default. The network's full currency list is a settings screen's (settings.read), not
 * billing's, so these two are what the billing screen can offer.
 */
function currenciesOf(method: BatchMethodOption | undefined, networkCurrency: string): string[] {
  return method ? [...new Set([method.currency, networkCurrency])] : [];
}

type NewBatchFormProps = { today: string; onDone: () => void };

function NewBatchForm({ today, onDone }: NewBatchFormProps) {
  const networkCurrency = useAppConfig().defaultCurrency;
  const methods = useBatchMethodOptions();
  const batch = useOpenPaymentBatch();
  const { form, formProps, alert, isPending } = useContractForm({
    schema: createPaymentBatchBodySchema,
    mode: 'controlled',
    initialValues: {
      paymentMethodId: '',
      currency: '',
      issuedUntil: today,
      excludeInvoiceIds: [],
    } as NewBatchValues,
    hidden: ['excludeInvoiceIds'],
    mutation: useCreatePaymentBatch(),
    toRequest: (body) => body,
    onSuccess: ({ data }) => {
      notifications.show({
        color: 'teal',
        message: `${batchTitleOf(data)} created with ${countOf(data.itemCount, 'payment', 'payments')}.`,
      });
      onDone();
      batch.open(data.id);
    },
  });
  const values = form.getValues();
  const method = methods.data?.find((one) => one.id === values.paymentMethodId);
  const candidates = usePaymentCandidates({
    paymentMethodId: values.paymentMethodId,
    currency: values.currency,
    issuedUntil: values.issuedUntil,
  });
  const excluded = new Set(values.excludeInvoiceIds);
  const payable = (candidates.data ?? []).filter((one) => one.hold === null && !excluded.has(one.invoiceId));
  const methodInput = form.getInputProps('paymentMethodId');
  const chooseMethod = (id: string) => {
    const chosen = methods.data?.find((one) => one.id === id);
    form.setValues({ paymentMethodId: id, currency: chosen?.currency ?? '', excludeInvoiceIds: [] });
  };
  const toggle = (invoiceId: string, include: boolean) =>
    form.setFieldValue(
      'excludeInvoiceIds',
      include
        ? values.excludeInvoiceIds.filter((id) => id !== invoiceId)
        : [...values.excludeInvoiceIds, invoiceId],
    );
  if (methods.isError) {
    return (
      <ErrorState
        title="Could not load the payment methods"
        error={methods.error}
        onRetry={() => void methods.refetch()}
      />
    );
  }
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not create the batch" message={alert} />
        <Text size="sm">
          A batch pays issued publisher invoices through one payment method, in one currency. It starts as a
          draft to approve, then export for the bank or payment service.
        </Text>
        <Group grow align="flex-start">
          <Select
            label="Payment method"
            placeholder={methods.isPending ? 'Loading methods…' : 'Choose a method'}
            data={(methods.data ?? []).map((one) => ({ value: one.id, label: one.name }))}
            allowDeselect={false}
            nothingFoundMessage="No payment method is enabled"
            data-autofocus
            {...selectInputProps(methodInput)}
            onChange={(id) => chooseMethod(id ?? '')}
          />
          <Select
            label="Currency"
            description="The method's own unless you choose another"
            data={currenciesOf(method, networkCurrency)}
            disabled={!method}
            allowDeselect={false}
            {...selectInputProps(form.getInputProps('currency'))}
          />
          <DayInput
            label="Cut-off"
            description="Invoices issued on or before this day"
            maxDate={today}
            {...form.getInputProps('issuedUntil')}
          />
        </Group>
        <CandidatesPart
          isReady={Boolean(method) && values.currency !== '' && values.issuedUntil !== ''}
          query={candidates}
          excluded={excluded}
          onToggle={toggle}
        />
        {candidates.data ? (
          <Text fw={600} aria-live="polite">
            {`To pay: ${formatAmount(
              sumOf(payable.map((one) => one.outstanding)),
              values.currency,
            )} on ${countOf(payable.length, 'invoice', 'invoices')}`}
          </Text>
        ) : null}
        <ModalFormButtons submit="Create batch" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type CandidatesPartProps = {
  isReady: boolean;
  query: ReturnType<typeof usePaymentCandidates>;
  excluded: ReadonlySet<string>;
  onToggle: (invoiceId: string, include: boolean) => void;
};

/** The candidates once the method, currency and cut-off are chosen. */
function CandidatesPart({ isReady, query, excluded, onToggle }: CandidatesPartProps) {
  if (!isReady) {
    return (
      <Text size="sm" c="dimmed">
        Choose a method and a cut-off to see the invoices it would pay.
      </Text>
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title="Could not load the invoices to pay"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Group gap="xs" role="status" aria-label="Loading invoices to pay">
        <Loader size="sm" />
        <Text size="sm">Loading invoices…</Text>
      </Group>
    );
  }
  if (query.data.length === 0) {
    return (
      <Alert color="gray" variant="light" title="Nothing to pay">
        No issued publisher invoice in this currency has anything outstanding up to this day.
      </Alert>
    );
  }
  return <PaymentCandidatesTable candidates={query.data} excluded={excluded} onToggle={onToggle} />;
}

type NewPaymentBatchModalProps = NewBatchFormProps & { opened: boolean };

/** Makes a draft batch from the chosen method's payable invoices, then opens it; afresh each time. */
export function NewPaymentBatchModal({ opened, ...props }: NewPaymentBatchModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title="New payment batch" size="xl" centered>
      {opened ? <NewBatchForm {...props} /> : null}
    </Modal>
  );
}
