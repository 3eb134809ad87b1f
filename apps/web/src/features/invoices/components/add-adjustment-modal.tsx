import { type InvoiceDetail, invoiceAdjustmentBodySchema } from '@affnet/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { useContractForm } from '../../../lib/use-contract-form';
import { useAddAdjustment } from '../api/adjust-invoice';
import { AdjustmentFields } from './adjustment-fields';

type AdjustmentFormProps = { invoice: InvoiceDetail; onDone: () => void };

function AdjustmentForm({ invoice, onDone }: AdjustmentFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: invoiceAdjustmentBodySchema,
    initialValues: { reason: 'bonus' as const, amount: '', memo: '' },
    mutation: useAddAdjustment(),
    toRequest: (body) => ({ id: invoice.id, body }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Adjustment added to the draft.' });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not add the adjustment" message={alert} />
        <Text size="sm">
          A line of its own on this draft, in {invoice.currency}, kept with your name and the time. Once the
          invoice is issued its lines never change.
        </Text>
        <AdjustmentFields form={form} currency={invoice.currency} />
        <ModalFormButtons submit="Add adjustment" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type AddAdjustmentModalProps = AdjustmentFormProps & { opened: boolean };

/** Adds a bonus, correction or chargeback with a memo to a draft. */
export function AddAdjustmentModal({ opened, ...props }: AddAdjustmentModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title="Add adjustment" centered>
      {opened ? <AdjustmentForm {...props} /> : null}
    </Modal>
  );
}
