import { type InvoiceDetail, voidInvoiceBodySchema } from '@affnet/contracts';
import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { useContractForm } from '../../../lib/use-contract-form';
import { useVoidInvoice } from '../api/void-invoice';
import { invoiceTitleOf } from './invoice-text';

type VoidFormProps = { invoice: InvoiceDetail; onDone: () => void };

/** Why the invoice is void: kept on it and shown to the partner. */
function VoidForm({ invoice, onDone }: VoidFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: voidInvoiceBodySchema,
    initialValues: { reason: '' },
    mutation: useVoidInvoice(),
    toRequest: (body) => ({ id: invoice.id, body }),
    onSuccess: ({ data }) => {
      const creditNote = data.creditNoteNumber ? `; credit note ${data.creditNoteNumber}` : '';
      notifications.show({ color: 'teal', message: `${invoiceTitleOf(data)} voided${creditNote}.` });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not void the invoice" message={alert} />
        <Text size="sm">
          A credit note cancels it, numbered in its own sequence, and its conversions are released to be
          billed again. This cannot be undone.
        </Text>
        <Textarea
          label="Reason"
          description="Kept on the invoice and shown to the partner."
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          key={form.key('reason')}
          {...form.getInputProps('reason')}
        />
        <ModalFormButtons submit="Void invoice" color="red" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type VoidInvoiceModalProps = VoidFormProps & { opened: boolean };

/** Voids an issued invoice that has no payments, once a reason is given. */
export function VoidInvoiceModal({ opened, ...props }: VoidInvoiceModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title={`Void ${invoiceTitleOf(props.invoice)}?`} centered>
      {opened ? <VoidForm {...props} /> : null}
    </Modal>
  );
}
