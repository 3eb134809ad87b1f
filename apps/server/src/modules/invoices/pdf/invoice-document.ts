/*
 * What an invoice's PDF prints (docs/money.md "PDF"): a plain view model the renderer lays out,
 * built from the stored invoice, the network's settings and the partner (invoice-document-of.ts).
 * Amounts are signed decimal strings in `currency` ("-12.50", "1200.00").
 */

export type InvoiceParty = {
  name: string;
  addressLines: string[];
  taxNumber: string | null;
  email: string | null;
};

export type InvoiceDocumentLine = { description: string; quantity: number | null; amount: string };

export type InvoiceDocument = {
  /** "Invoice" or "Self-billing invoice". */
  title: string;
  number: string;
  status: 'issued' | 'partly_paid' | 'paid' | 'void';
  issuedOn: string;
  dueOn: string | null;
  /** The period billed, both days included. */
  periodFrom: string;
  periodTo: string;
  currency: string;
  /** Who supplies: the publisher on a publisher invoice (the network self-bills for it), the network on an advertiser's. */
  supplier: InvoiceParty;
  customer: InvoiceParty;
  lines: InvoiceDocumentLine[];
  subtotal: string;
  taxLines: { label: string; amount: string }[];
  total: string;
  paid: string;
  outstanding: string;
  /** How it is paid, the destination masked by the caller ("PayPal: j***@example.com"). */
  paymentMethod: string | null;
  /** Printed above the footer: the self-billing statement, the network's invoice notes. */
  notes: string[];
  footer: string | null;
  voidReason: string | null;
  creditNoteNumber: string | null;
  logo: { bytes: Uint8Array; mimeType: string } | null;
};
