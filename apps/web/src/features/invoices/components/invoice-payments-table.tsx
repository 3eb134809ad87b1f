import type { InvoiceDetail } from '@affnet/contracts';
import { Text } from '@mantine/core';
import { MoneyReceivedTable } from '../../../components/money-received-table';

type InvoicePaymentsTableProps = { invoice: InvoiceDetail };

/** The payments recorded against the invoice, or a line saying there are none. */
export function InvoicePaymentsTable({ invoice }: InvoicePaymentsTableProps) {
  if (invoice.payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No payments recorded.
      </Text>
    );
  }
  return (
    <MoneyReceivedTable
      label="Payments"
      dayHeader="Paid on"
      currency={invoice.currency}
      rows={invoice.payments.map((payment) => ({ ...payment, day: payment.paidOn }))}
    />
  );
}
