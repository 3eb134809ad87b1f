import type { InvoiceDetail } from '@affnet/contracts';
import { Table, Text } from '@mantine/core';
import { formatAmount } from '../../../lib/money';

type InvoiceLinesTableProps = { invoice: InvoiceDetail };

/** The invoice's lines (one per offer and event, or an adjustment), then its totals and what is paid. */
export function InvoiceLinesTable({ invoice }: InvoiceLinesTableProps) {
  const money = (amount: string) => formatAmount(amount, invoice.currency);
  const totals: [label: string, amount: string][] = [
    ['Subtotal', invoice.subtotal],
    ['Total', invoice.total],
    ['Paid', invoice.paid],
    ['Outstanding', invoice.outstanding],
  ];
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="Lines" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  No lines: nothing is billed on it.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            invoice.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{money(line.amount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Th colSpan={2} ta="right" scope="row">
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={label === 'Total' || label === 'Outstanding' ? 600 : undefined}>
                {money(amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
