import { type InvoiceKind, type InvoiceRunResponse, invoiceRunBodySchema } from '@affnet/contracts';
import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DayInput } from '../../../components/day-input';
import { FormAlert } from '../../../components/form-alert';
import { ModalFormButtons } from '../../../components/modal-form-buttons';
import { countOf } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRunInvoices } from '../api/run-invoices';
import { BILLING_KINDS } from './billing-kinds';

/**
 * "57 conversions billed and 1 taken back, on 2 drafts." When nothing new was billed or taken
 * back: "Nothing new to bill." (with how many open drafts were re-checked against current statuses).
 */
export function runResultOf({ data }: InvoiceRunResponse): string {
  if (data.billed === 0 && data.reversed === 0) {
    return data.drafts === 0
      ? 'Nothing new to bill.'
      : `Nothing new to bill; ${countOf(data.drafts, 'open draft', 'open drafts')} checked against current statuses.`;
  }
  const taken = data.reversed > 0 ? ` and ${data.reversed} taken back` : '';
  return `${countOf(data.billed, 'conversion', 'conversions')} billed${taken}, on ${countOf(data.drafts, 'draft', 'drafts')}.`;
}

type RunFormProps = { kind: InvoiceKind; firstOfMonth: string; onDone: () => void };

function RunForm({ kind, firstOfMonth, onDone }: RunFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: invoiceRunBodySchema,
    initialValues: { kind, periodEnd: firstOfMonth },
    hidden: ['kind'],
    mutation: useRunInvoices(),
    toRequest: (body) => body,
    onSuccess: (answer) => {
      notifications.show({ color: 'teal', message: runResultOf(answer) });
      onDone();
    },
  });
  return (
    <form {...formProps}>
      <Stack gap="md">
        <FormAlert title="Could not generate the invoices" message={alert} />
        <Text size="sm">{BILLING_KINDS[kind].runDescription}</Text>
        <DayInput
          label="Bill conversions approved before"
          description="A day in the network's time zone: the first of this month bills what was approved up to the end of last month."
          data-autofocus
          key={form.key('periodEnd')}
          {...form.getInputProps('periodEnd')}
        />
        <ModalFormButtons submit="Generate invoices" isPending={isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

type GenerateInvoicesModalProps = RunFormProps & { opened: boolean };

/** Bills what is payable onto the drafts of one kind of partner, up to a day chosen here. */
export function GenerateInvoicesModal({ opened, ...props }: GenerateInvoicesModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title={BILLING_KINDS[props.kind].runTitle} centered>
      {opened ? <RunForm {...props} /> : null}
    </Modal>
  );
}
