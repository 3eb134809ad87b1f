import type { InvoiceConversion } from '@affnet/contracts';

// What the invoice PDF shows, as plain values: the caller reads the invoice, its parties and the
// network's settings and builds this; the renderer touches no database.

export type InvoiceParty = {
  name: string;
  addressLines: string[];
  taxNumber: string | null;
  email: string | null;
};
export type InvoiceDocumentLine = { description: string; quantity: number | null; amount: string };
export type InvoiceDocument = {
  /** 'Invoice' or 'Self-billing invoice' */
  title: string;
  number: string;
  status: 'issued' | 'partly_paid' | 'paid' | 'void';
  issuedOn: string; // YYYY-MM-DD
  dueOn: string | null;
  periodFrom: string;
  periodTo: string; // both days included
  currency: string; // ISO 4217
  supplier: InvoiceParty; // who supplies: for a publisher invoice the publisher (the network self-bills on its behalf), for an advertiser invoice the network
  customer: InvoiceParty;
  lines: InvoiceDocumentLine[]; // amounts are signed decimal strings "-12.50", "1200.00"
  subtotal: string;
  taxLines: { label: string; amount: string }[];
  total: string;
  paid: string;
  outstanding: string;
  /** e.g. 'PayPal: j***@example.com' (already masked by the caller) */
  paymentMethod: string | null;
  /** Sentences printed above the footer: self-billing statement, reverse-charge wording, the network's invoice notes. */
  notes: string[];
  footer: string | null;
  voidReason: string | null;
  /** The credit note that cancelled a void invoice, numbered in its own sequence. */
  creditNoteNumber: string | null;
  /** The total in the partner's currency at the issue day's rate (docs/money.md "Converted invoices"). */
  converted: InvoiceConversion | null;
  logo: { bytes: Uint8Array; mimeType: string } | null;
};
