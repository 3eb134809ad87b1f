import { type InvoiceRunResponse, invoiceRunBodySchema } from '@affnet/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { countOf } from '../../../lib/format';
import { useContractForm } from '../../../lib/use-contract-form';
import { useRunInvoices } from '../api/run-invoices';
import { DayInput } from './day-input';

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

type RunFormProps = { firstOfMonth: string; onDone: () => void };

function RunForm({ firstOfMonth, onDone }: RunFormProps) {
  const { form, formProps, alert, isPending } = useContractForm({
    schema: invoiceRunBodySchema,
    initialValues: { kind: 'publisher' as const, periodEnd: firstOfMonth },
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
        <Text size="sm">
          Every approved conversion approved before this day, past its hold and not billed yet, goes onto its
          publisher&apos;s draft in its currency. Drafts are made or added to, never issued: you review and
          issue each one.
        </Text>
        <DayInput
          label="Bill conversions approved before"
          description="A day in the network's time zone: the first of this month bills what was approved up to the end of last month."
          data-autofocus
          key={form.key('periodEnd')}
          {...form.getInputProps('periodEnd')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            Generate invoices
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type GenerateInvoicesModalProps = RunFormProps & { opened: boolean };

/** Bills what is payable onto the publishers' drafts, up to a day chosen here. */
export function GenerateInvoicesModal({ opened, ...props }: GenerateInvoicesModalProps) {
  return (
    <Modal opened={opened} onClose={props.onDone} title="Generate publisher invoices" centered>
      {opened ? <RunForm {...props} /> : null}
    </Modal>
  );
}
