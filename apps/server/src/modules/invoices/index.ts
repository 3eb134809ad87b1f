// Invoices, the money ledger (docs/money.md): publisher drafts generated from approved, payable
// conversions (each billed once), issued with gapless numbers, paid or voided with a credit note.

export {
  generatePublisherDrafts,
  type PublisherDraft,
  type PublisherDraftRun,
} from './generate-publisher-drafts';
export { type InvoiceReach, listInvoices, loadInvoice } from './invoice-reads';
export { issueInvoice } from './issue-invoice';
export type { InvoiceAction } from './lock-invoice';
export { advertiserInvoiceRoutes, publisherInvoiceRoutes } from './partner-routes';
export { recordInvoicePayment } from './record-invoice-payment';
export { staffInvoiceRoutes } from './staff-routes';
export { voidInvoice } from './void-invoice';
