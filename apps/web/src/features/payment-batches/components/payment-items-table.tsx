import type { PaymentBatchDetail, PaymentBatchItem } from '@affnet/contracts';
import { Checkbox, Table, Text } from '@mantine/core';
import { formatAmount } from '../../../lib/money';
import { PaymentItemStatusBadge } from './payment-status-badges';

type PaymentItemsTableProps = {
  batch: PaymentBatchDetail;
  /** The pending payments chosen to settle; without it the table has no checkboxes. */
  selection?: { selected: ReadonlySet<string>; onChange: (next: Set<string>) => void };
};

/** When a payment left, or why it failed; nothing while pending. */
function OutcomeCell({ item }: { item: PaymentBatchItem }) {
  if (item.status === 'paid') return <Text size="sm">Paid on {item.paidOn ?? '—'}</Text>;
  if (item.status === 'failed') return <Text size="sm">{item.failureReason ?? 'No reason given'}</Text>;
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}

/** The batch's payments: one per invoice, with where the money goes (masked) and how it ended. */
export function PaymentItemsTable({ batch, selection }: PaymentItemsTableProps) {
  const pending = batch.items.filter((item) => item.status === 'pending').map((item) => item.id);
  const allChosen = pending.length > 0 && pending.every((id) => selection?.selected.has(id));
  const someChosen = pending.some((id) => selection?.selected.has(id));
  const toggle = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Payments in this batch" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every pending payment"
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  disabled={pending.length === 0}
                  onChange={(event) =>
                    selection.onChange(new Set(event.currentTarget.checked ? pending : []))
                  }
                />
              </Table.Th>
            ) : null}
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Publisher</Table.Th>
            <Table.Th>Destination</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Paid on or reason</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batch.items.map((item) => (
            <Table.Tr key={item.id}>
              {selection ? (
                <Table.Td>
                  {item.status === 'pending' ? (
                    <Checkbox
                      aria-label={`Select ${item.invoiceNumber} for ${item.partner.name}`}
                      checked={selection.selected.has(item.id)}
                      onChange={(event) => toggle(item.id, event.currentTarget.checked)}
                    />
                  ) : null}
                </Table.Td>
              ) : null}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.invoiceNumber}</Table.Td>
              <Table.Td>{item.partner.name}</Table.Td>
              <Table.Td>{item.destination}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(item.amount, batch.currency)}
              </Table.Td>
              <Table.Td>
                <PaymentItemStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <OutcomeCell item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
