import type { InvoiceDetail, InvoiceLine } from '@affnet/contracts';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Field, FieldList, InfoCard } from '../../../components/info-card';
import { InvoiceHistoryTable } from './invoice-history-table';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoicePaymentsTable } from './invoice-payments-table';
import { InvoiceStatusBadges } from './invoice-status-badges';
import { PARTNER_LABELS, periodOf } from './invoice-text';

type InvoiceDetailsProps = {
  invoice: InvoiceDetail;
  /** Staff: where the partner's name leads (their page in the portal shown). */
  partnerPath?: (id: string) => string;
  /** Staff on a draft: what each line offers (an adjustment can be taken off). */
  lineAction?: (line: InvoiceLine) => ReactNode;
  /** The reader's conversion report, where "See conversions" opens, narrowed to this invoice. */
  conversionsPath: string;
};

/** The conversion report on the invoice's conversions, over the days they converted on. */
export function conversionsLinkOf(invoice: InvoiceDetail, conversionsPath: string): string | null {
  if (!invoice.conversionDays) return null;
  const query = new URLSearchParams({ invoiceId: invoice.id, ...invoice.conversionDays });
  return `${conversionsPath}?${query}`;
}

/** How many conversions it bills, and a link to them in the conversion report. */
function BilledConversions({
  invoice,
  conversionsPath,
}: {
  invoice: InvoiceDetail;
  conversionsPath: string;
}) {
  const link = conversionsLinkOf(invoice, conversionsPath);
  return (
    <Group gap="xs">
      <Text size="sm">{invoice.conversionCount}</Text>
      {link ? (
        <Anchor component={Link} to={link} size="sm">
          See conversions
        </Anchor>
      ) : null}
    </Group>
  );
}

/** Why and how a void invoice was cancelled. */
function VoidNotice({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <Alert color="gray" variant="light" title="This invoice is void">
      <Stack gap={4}>
        <Text size="sm">Reason: {invoice.voidReason ?? 'none given'}</Text>
        {invoice.creditNoteNumber ? (
          <Text size="sm">Cancelled by credit note {invoice.creditNoteNumber}.</Text>
        ) : null}
      </Stack>
    </Alert>
  );
}

/**
 * One invoice as staff (the billing screen's drawer) and its partner (invoice/view) read it: who
 * and what period it bills, its lines and totals, payments and history. Actions sit around it.
 */
export function InvoiceDetails({ invoice, partnerPath, lineAction, conversionsPath }: InvoiceDetailsProps) {
  return (
    <Stack gap="md">
      <InvoiceStatusBadges invoice={invoice} size="lg" />
      {invoice.status === 'void' ? <VoidNotice invoice={invoice} /> : null}
      <InfoCard title="Invoice">
        <FieldList>
          <Field label="Number">{invoice.number ?? 'Draft: numbered when issued'}</Field>
          <Field label={PARTNER_LABELS[invoice.kind]}>
            {partnerPath ? (
              <Anchor component={Link} to={partnerPath(invoice.partner.id)}>
                {invoice.partner.name}
              </Anchor>
            ) : (
              invoice.partner.name
            )}
          </Field>
          <Field label="Period">{periodOf(invoice)}</Field>
          <Field label="Issued">{invoice.issuedOn ?? 'Not issued yet'}</Field>
          <Field label="Due">{invoice.dueOn ?? 'Not issued yet'}</Field>
          <Field label="Currency">{invoice.currency}</Field>
          <Field label="Conversions billed">
            <BilledConversions invoice={invoice} conversionsPath={conversionsPath} />
          </Field>
        </FieldList>
      </InfoCard>
      <InfoCard title="Lines">
        <InvoiceLinesTable invoice={invoice} lineAction={lineAction} />
      </InfoCard>
      <InfoCard title="Payments">
        <InvoicePaymentsTable invoice={invoice} />
      </InfoCard>
      <InfoCard title="History">
        <InvoiceHistoryTable invoice={invoice} />
      </InfoCard>
    </Stack>
  );
}
