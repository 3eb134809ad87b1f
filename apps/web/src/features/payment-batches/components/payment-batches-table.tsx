import type { PaymentBatchSummary } from '@affnet/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';
import { useOpenPaymentBatch } from './payment-batch-drawer';
import { PaymentBatchStatusBadge } from './payment-status-badges';

type PaymentBatchesTableProps = { batches: PaymentBatchSummary[] };

/** The batches, newest first: each number opens its batch in the drawer (a link, for the keyboard too). */
export function PaymentBatchesTable({ batches }: PaymentBatchesTableProps) {
  const open = useOpenPaymentBatch();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-label="Payment batches" verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Currency</Table.Th>
            <Table.Th>Cut-off</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Failed</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((batch) => (
            <Table.Tr key={batch.id}>
              <Table.Td>
                <Anchor component={Link} to={open.hrefOf(batch.id)} fw={600} size="sm">
                  {batch.number}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <PaymentBatchStatusBadge status={batch.status} />
              </Table.Td>
              <Table.Td>{batch.method.name}</Table.Td>
              <Table.Td>{batch.currency}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{batch.issuedUntil}</Table.Td>
              <Table.Td ta="right">{batch.itemCount}</Table.Td>
              <Table.Td ta="right">{batch.paidCount}</Table.Td>
              <Table.Td ta="right">{batch.failedCount}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatAmount(batch.total, batch.currency)}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{batch.createdBy ?? '—'}</Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(batch.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
