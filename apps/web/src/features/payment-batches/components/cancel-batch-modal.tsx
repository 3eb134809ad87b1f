import type { PaymentBatchDetail } from '@affnet/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { formAlertOf } from '../../../lib/contract-form';
import { useCancelPaymentBatch } from '../api/payment-batch-actions';
import { batchTitleOf } from './payment-batch-text';

type CancelBatchModalProps = { batch: PaymentBatchDetail; opened: boolean; onDone: () => void };

/** Cancels a draft or approved batch once confirmed: its invoices go back to the candidates. */
export function CancelBatchModal({ batch, opened, onDone }: CancelBatchModalProps) {
  const cancel = useCancelPaymentBatch();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    cancel.mutate(batch.id, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: `${batchTitleOf(batch)} cancelled.` });
        onDone();
      },
    });
  };
  const close = () => {
    cancel.reset();
    onDone();
  };
  return (
    <Modal opened={opened} onClose={close} title={`Cancel ${batchTitleOf(batch)}?`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert title="Could not cancel the batch" message={formAlertOf(cancel.error, [])} />
          <Text size="sm">
            Nothing in it has been paid. Its invoices go back to the payable ones, for a later batch. This
            cannot be undone.
          </Text>
          <ModalFormButtons submit="Cancel batch" color="red" isPending={cancel.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
