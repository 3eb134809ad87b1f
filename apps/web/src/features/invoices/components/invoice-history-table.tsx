import type { InvoiceDetail } from '@affnet/contracts';
import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';

type InvoiceHistoryTableProps = { invoice: InvoiceDetail };

/** What happened to the invoice (issued, payments, voided), when and by whom. */
export function InvoiceHistoryTable({ invoice }: InvoiceHistoryTableProps) {
  if (invoice.history.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing yet: its history starts when it is issued.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="History" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>At</Table.Th>
            <Table.Th>What happened</Table.Th>
            <Table.Th>By</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.history.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>{entry.summary}</Table.Td>
              <Table.Td>{entry.by ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
