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
  invoice: Pick<InvoiceSummary, 'status' | 'overdue' | 'requestedAt' | 'hiddenFromPartner'>;
  size?: MantineSize;
};

/**
 * The invoice's status; "Requested" beside a draft the publisher asked to be paid (finance's cue
 * to issue it), "Overdue" beside an invoice past its due date unpaid, "Hidden" beside an
 * advertiser's invoice the network keeps from the advertiser (only staff ever read it).
 */
export function InvoiceStatusBadges({ invoice, size }: InvoiceStatusBadgesProps) {
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLORS[invoice.status]} size={size}>
        {INVOICE_STATUS_LABELS[invoice.status]}
      </Badge>
      {invoice.status === 'draft' && invoice.requestedAt ? (
        <Badge variant="light" color="violet" size={size}>
          Requested
        </Badge>
      ) : null}
      {invoice.hiddenFromPartner ? (
        <Badge variant="light" color="gray" size={size} title="Hidden from the advertiser">
          Hidden
        </Badge>
      ) : null}
      {invoice.overdue ? (
        <Badge variant="light" color="red" size={size}>
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}
