import { INVOICE_STATUS_LABELS, type InvoiceStatus, type InvoiceSummary } from '@affnet/contracts';
import { Badge, Group, type MantineColor, type MantineSize } from '@mantine/core';

const STATUS_COLORS: Record<InvoiceStatus, MantineColor> = {
  draft: 'gray',
  issued: 'blue',
  partly_paid: 'yellow',
  paid: 'teal',
  void: 'dark',
};

type InvoiceStatusBadgesProps = {
  invoice: Pick<InvoiceSummary, 'status' | 'overdue'>;
  size?: MantineSize;
};

/** The invoice's status, and "Overdue" beside it once it is past its due date unpaid. */
export function InvoiceStatusBadges({ invoice, size }: InvoiceStatusBadgesProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLORS[invoice.status]} size={size}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </Badge>
      {invoice.overdue ? (
        <Badge variant="light" color="red" size={size}>
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}
