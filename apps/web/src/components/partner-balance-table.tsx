import type { PartnerBalance } from '@affnet/contracts';
import { Table, Text } from '@mantine/core';
import { formatAmount } from '../lib/money';

export type BalanceColumn = Exclude<keyof PartnerBalance, 'currency'>;

/** The balance's parts in the order money moves through them, each with its column's title. */
export const BALANCE_COLUMNS: readonly (readonly [BalanceColumn, string])[] = [
  ['onHold', 'On hold'],
  ['notInvoiced', 'Not invoiced yet'],
  ['inDraft', 'In draft'],
  ['outstanding', 'Invoiced, unpaid'],
  ['overdue', 'Overdue'],
  ['paid', 'Paid'],
];

/**
 * A publisher's balance, one row per currency (docs/money.md "Balances"), for staff on the
 * publisher's page and for the publisher above their invoices.
 */
export function PartnerBalanceTable({ balances, label }: { balances: PartnerBalance[]; label: string }) {
  if (balances.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing earned yet: approved conversions show here.
      </Text>
    );
  }
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table aria-label={label} verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Currency</Table.Th>
              {BALANCE_COLUMNS.map(([key, title]) => (
                <Table.Th key={key} ta="right">
                  {title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {balances.map((balance) => (
              <Table.Tr key={balance.currency}>
                <Table.Td>{balance.currency}</Table.Td>
                {BALANCE_COLUMNS.map(([key]) => (
                  <Table.Td key={key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatAmount(balance[key], balance.currency)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed">
        On hold: approved, waiting out the hold before it can be paid. Not invoiced yet: payable, for the next
        invoice run. In draft: on an invoice not issued yet. Invoiced, unpaid: issued and still to pay, of
        which overdue is past its due date.
      </Text>
    </>
  );
}
