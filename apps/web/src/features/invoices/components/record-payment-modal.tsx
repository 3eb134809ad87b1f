import { type InvoiceDetail, invoicePaymentBodySchema } from '@affnet/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { MoneyReceivedFields } from '../../../components/money-received-fields';
import { formatAmount } from '../../../lib/money';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRecordInvoicePayment } from '../api/record-invoice-payment';

type PaymentFormProps = { invoice: InvoiceDetail; today: string; onDone: () => void };

/** A payment's amount (the whole outstanding amount unless changed), day and reference. */
function PaymentForm({ invoice, today, onDone }: PaymentFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: invoicePaymentBodySchema,
    initialValues: { amount: invoice.outstanding, paidOn: today, reference: '' },
    mutation: useRecordInvoicePayment(),
    toRequest: (body) => ({ id: invoice.id, body }),
    onSuccess: (_answer, body) => {
      notifications.show({
        color: 'teal',
        message: `Payment of ${formatAmount(body.amount, invoice.currency)} recorded.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not record the payment" message={alert} />
        <Text size="sm">
          Outstanding: {formatAmount(invoice.outstanding, invoice.currency)}. Paid in full, the invoice is
          paid; less, it is partly paid.
        </Text>
        <MoneyReceivedFields
          form={form}
          currency={invoice.currency}
          amountLimit="at most what is outstanding"
          dayField="paidOn"
          dayLabel="Paid on"
          today={today}
        />
        <ModalFormButtons submit="Record payment" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type RecordPaymentModalProps = PaymentFormProps & { opened: boolean };

/** Records a payment against an issued invoice; the form starts afresh each time it opens. */
export function RecordPaymentModal({ opened, ...props }: RecordPaymentModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title="Record payment" centered>
      {opened ? <PaymentForm {...props} /> : null}
    </Modal>
  );
}
