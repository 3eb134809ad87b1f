import { type PaymentBatchDetail, settlePaymentItemsBodySchema } from '@affnet/contracts';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DayInput } from '../../../components/day-input';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { countOf } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useSettlePaymentItems } from '../api/payment-batch-actions';

export type SettleOutcome = 'paid' | 'failed';

type SettleFormProps = {
  batch: PaymentBatchDetail;
  outcome: SettleOutcome;
  itemIds: string[];
  /** Today in the network's zone: the paid day's default. */
  today: string;
  onDone: () => void;
};

/** The day the money left, for the chosen payments. */
function PaidForm({ batch, itemIds, today, onDone }: SettleFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: settlePaymentItemsBodySchema,
    initialValues: { outcome: 'paid', itemIds, paidOn: today },
    hidden: ['outcome', 'itemIds'],
    mutation: useSettlePaymentItems(),
    toRequest: (body) => ({ id: batch.id, body }),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        message: `${countOf(itemIds.length, 'payment', 'payments')} marked paid.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not mark the payments paid" message={alert} />
        <Text size="sm">
          {countOf(itemIds.length, 'payment', 'payments')} will be recorded against their invoices as paid on
          this day.
        </Text>
        <DayInput
          label="Paid on"
          description="The day the money left"
          maxDate={today}
          data-autofocus
          key={form.key('paidOn')}
          {...form.getInputProps('paidOn')}
        />
        <ModalFormButtons submit="Mark paid" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** What the provider said, for the chosen payments: their invoices stay payable in a later batch. */
function FailedForm({ batch, itemIds, onDone }: SettleFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: settlePaymentItemsBodySchema,
    initialValues: { outcome: 'failed', itemIds, reason: '' },
    hidden: ['outcome', 'itemIds'],
    required: ['reason'],
    mutation: useSettlePaymentItems(),
    toRequest: (body) => ({ id: batch.id, body }),
    onSuccess: () => {
      notifications.show({
        color: 'teal',
        message: `${countOf(itemIds.length, 'payment', 'payments')} marked failed.`,
      });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not mark the payments failed" message={alert} />
        <Text size="sm">
          {countOf(itemIds.length, 'payment', 'payments')} will be marked failed; their invoices stay payable
          and can go into a later batch.
        </Text>
        <Textarea
          label="Reason"
          description="What the bank or payment service said. Kept with each payment."
          autosize
          minRows={2}
          maxLength={300}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <ModalFormButtons submit="Mark failed" color="red" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type SettleItemsModalProps = Omit<SettleFormProps, 'outcome'> & { outcome: SettleOutcome | null };

/** Marks the chosen pending payments paid (on a day) or failed (with a reason); afresh each time it opens. */
export function SettleItemsModal({ outcome, ...props }: SettleItemsModalProps) {
  return (
    <Modal
      opened={outcome !== null}
      onClose={props.onDone}
      title={outcome === 'failed' ? 'Mark payments failed' : 'Mark payments paid'}
      centered
    >
      {outcome === 'paid' ? <PaidForm outcome="paid" {...props} /> : null}
      {outcome === 'failed' ? <FailedForm outcome="failed" {...props} /> : null}
    </Modal>
  );
}
