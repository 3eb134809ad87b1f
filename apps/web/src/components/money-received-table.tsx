import { Table } from '@mantine/core';
import { formatAmount } from '../lib/money';

/** One sum received: a payment on an invoice, an advertiser's prepayment. */
export type MoneyReceived = {
  id: string;
  day: string;
  amount: string;
  reference: string | null;
  /** Staff's name, shown to staff; a partner's own table leaves the column out. */
  recordedBy?: string | null;
};

type MoneyReceivedTableProps = {
  label: string;
  dayHeader: string;
  currency: string;
  rows: MoneyReceived[];
  /** Whether to show who recorded each sum (staff screens). */
  withRecorder?: boolean;
};

/** Money received, a row each: the day, the amount, the reference and (for staff) who recorded it. */
export function MoneyReceivedTable({
  label,
  dayHeader,
  currency,
  rows,
  withRecorder = true,
}: MoneyReceivedTableProps) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{dayHeader}</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Reference</Table.Th>
            {withRecorder ? <Table.Th>Recorded by</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.day}</Table.Td>
              <Table.Td ta="right">{formatAmount(row.amount, currency)}</Table.Td>
              <Table.Td>{row.reference ?? '—'}</Table.Td>
              {withRecorder ? <Table.Td>{row.recordedBy ?? '—'}</Table.Td> : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
