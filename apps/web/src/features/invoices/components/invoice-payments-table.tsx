import type { InvoiceDetail } from '@affnet/contracts';
import { Table, Text } from '@mantine/core';
import { formatAmount } from '../../../lib/money';

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
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="Payments" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Paid on</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th>Recorded by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.payments.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{payment.paidOn}</Table.Td>
              <Table.Td ta="right">{formatAmount(payment.amount, invoice.currency)}</Table.Td>
              <Table.Td>{payment.reference ?? '—'}</Table.Td>
              <Table.Td>{payment.recordedBy ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
