import { PAYMENT_HOLD_REASON_LABELS, type PaymentCandidate } from '@affnet/contracts';
import { Checkbox, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { formatAmount } from '../../../lib/money';

type PaymentCandidatesTableProps = {
  candidates: PaymentCandidate[];
  /** Payable invoices left out of the batch (unchecked). */
  excluded: ReadonlySet<string>;
  onToggle: (invoiceId: string, include: boolean) => void;
};

/** Why a held invoice stays out, and for changed details when and what changed. */
function HoldCell({ candidate }: { candidate: PaymentCandidate }) {
  if (!candidate.hold) return <Text size="sm">Payable</Text>;
  const change = candidate.hold === 'details_changed' ? candidate.detailsChange : null;
  return (
    <Stack gap={0}>
      <Text size="sm">{PAYMENT_HOLD_REASON_LABELS[candidate.hold]}</Text>
      {change ? (
        <Text size="xs" c="dimmed">
          {`Changed ${formatDateTime(change.at)}: ${change.fields.join(', ')}`}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The invoices the batch would take: each payable one checked (unchecking leaves it for a later
 * batch), each held one greyed with why it cannot be paid now.
 */
export function PaymentCandidatesTable({ candidates, excluded, onToggle }: PaymentCandidatesTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label="Invoices to pay" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Include</VisuallyHidden>
            </Table.Th>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Publisher</Table.Th>
            <Table.Th>Issued</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Outstanding</Table.Th>
            <Table.Th>Payable</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((candidate) => {
            const held = candidate.hold !== null;
            return (
              <Table.Tr
                key={candidate.invoiceId}
                c={held ? 'dimmed' : undefined}
                bg={held ? 'var(--mantine-color-gray-light)' : undefined}
              >
                <Table.Td>
                  {held ? null : (
                    <Checkbox
                      aria-label={`Pay ${candidate.number} for ${candidate.partner.name}`}
                      checked={!excluded.has(candidate.invoiceId)}
                      onChange={(event) => onToggle(candidate.invoiceId, event.currentTarget.checked)}
                    />
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{candidate.number}</Table.Td>
                <Table.Td>{candidate.partner.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{candidate.issuedOn}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{candidate.dueOn}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(candidate.outstanding, candidate.currency)}
                </Table.Td>
                <Table.Td>
                  <HoldCell candidate={candidate} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
