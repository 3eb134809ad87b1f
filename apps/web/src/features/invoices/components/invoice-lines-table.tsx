import {
  convertedInvoiceNote,
  type InvoiceDetail,
  type InvoiceLine,
  REVERSE_CHARGE_TEXT,
  taxLabelOf,
} from '@affnet/contracts';
import { Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';

type InvoiceLinesTableProps = {
  invoice: InvoiceDetail;
  /** Staff on a draft: what an adjustment line offers (taking it off). */
  lineAction?: (line: InvoiceLine) => ReactNode;
};

/** A line's description; an adjustment says who added it and when. */
function LineDescription({ line }: { line: InvoiceLine }) {
  return (
    <>
      <Text size="sm">{line.description}</Text>
      {line.addedAt ? (
        <Text size="xs" c="dimmed">
          Added by {line.addedBy ?? 'a former user'} on {formatDateTime(line.addedAt)}
        </Text>
      ) : null}
    </>
  );
}

/** The invoice's lines (one per offer and event, or an adjustment), then its totals and what is paid. */
export function InvoiceLinesTable({ invoice, lineAction }: InvoiceLinesTableProps) {
  const money = (amount: string) => formatAmount(amount, invoice.currency);
  const { converted } = invoice;
  const totals: [label: string, amount: string][] = [
    ['Subtotal', money(invoice.subtotal)],
    ...invoice.taxes.map((tax): [string, string] => [taxLabelOf(tax), money(tax.amount)]),
    ['Total', money(invoice.total)],
    // A converted invoice's total in the partner's currency, under its own (docs/money.md "Converted invoices").
    ...(converted
      ? [
          [`Total in ${converted.currency}`, formatAmount(converted.total, converted.currency)] as [
            string,
            string,
          ],
        ]
      : []),
    ['Paid', money(invoice.paid)],
    ['Outstanding', money(invoice.outstanding)],
  ];
  return (
    <>
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
                  <Table.Td>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <div>
                        <LineDescription line={line} />
                      </div>
                      {lineAction?.(line)}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{line.kind === 'adjustment' ? '' : line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          <Table.Tfoot>
            {totals.map(([label, shown]) => (
              <Table.Tr key={label}>
                <Table.Th colSpan={2} ta="right" scope="row">
                  {label}
                </Table.Th>
                <Table.Td ta="right" fw={label === 'Total' || label === 'Outstanding' ? 600 : undefined}>
                  {shown}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {converted ? (
        <Text size="sm" c="dimmed">
          {convertedInvoiceNote(invoice.currency, converted)}
        </Text>
      ) : null}
      {invoice.reverseCharge ? (
        <Text size="sm" c="dimmed">
          {REVERSE_CHARGE_TEXT}
        </Text>
      ) : null}
    </>
  );
}
