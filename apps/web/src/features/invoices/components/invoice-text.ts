import type { InvoiceKind, InvoiceSummary } from '@affnet/contracts';

/** "2026-11-01 – 2026-11-30": both days billed, as the network's days (no time zone shift). */
export function periodOf(invoice: Pick<InvoiceSummary, 'periodFrom' | 'periodTo'>): string {
  return `${invoice.periodFrom} – ${invoice.periodTo}`;
}

/** The invoice's number, or "Draft" until it is issued and takes one. */
export function numberOf(invoice: Pick<InvoiceSummary, 'number'>): string {
  return invoice.number ?? 'Draft';
}

/** What the invoice is called where it is the subject: "Invoice INV-00042", "Draft invoice". */
export function invoiceTitleOf(invoice: Pick<InvoiceSummary, 'number'>): string {
  return invoice.number ? `Invoice ${invoice.number}` : 'Draft invoice';
}

/** The partner's label on an invoice of this kind. */
export const PARTNER_LABELS: Record<InvoiceKind, string> = {
  publisher: 'Publisher',
  advertiser: 'Advertiser',
};
