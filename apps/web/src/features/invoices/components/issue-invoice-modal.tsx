import type { InvoiceDetail } from '@affnet/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FormAlert } from '../../../components/form-alert';
import { formAlertOf } from '../../../lib/contract-form';
import { countOf } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';
import { useIssueInvoice } from '../api/issue-invoice';

type IssueInvoiceModalProps = { invoice: InvoiceDetail; opened: boolean; onClose: () => void };

/** Asks before a draft is issued: it cannot be undone, only voided, and it freezes what it bills. */
export function IssueInvoiceModal({ invoice, opened, onClose }: IssueInvoiceModalProps) {
  const issue = useIssueInvoice();
  const close = () => {
    issue.reset();
    onClose();
  };
  const confirm = () =>
    issue.mutate(invoice.id, {
      onSuccess: ({ data }) => {
        notifications.show({ color: 'teal', message: `Invoice ${data.number ?? ''} issued.` });
        close();
      },
    });
  return (
    <Modal opened={opened} onClose={close} title="Issue this invoice?" centered>
      <Stack gap="md">
        <FormAlert title="Could not issue the invoice" message={formAlertOf(issue.error, [])} />
        <Text size="sm">
          It takes the next invoice number, is dated today with its due date from the payment terms, and its{' '}
          {countOf(invoice.lines.length, 'line', 'lines')} freeze: conversions approved or reversed later go
          on a later invoice. An issued invoice can be voided, never edited.
        </Text>
        <Text size="sm" fw={600}>
          {formatAmount(invoice.total, invoice.currency)} for {invoice.partner.name}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={confirm} loading={issue.isPending}>
            Issue invoice
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
