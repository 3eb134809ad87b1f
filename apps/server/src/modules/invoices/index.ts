// Invoices, the money ledger (docs/money.md): publisher and advertiser drafts generated from
// approved conversions (each billed once on each side), issued with gapless numbers, paid or
// voided with a credit note.

export { addAdjustment, removeAdjustment } from './adjust-draft';
export { publisherBalanceRoutes } from './balance-routes';
export { type Draft, type DraftRun, generateDrafts } from './generate-drafts';
export { notifyInvoiceIssued, notifyInvoicePaid, type RecordedPayment } from './invoice-notices';
export { type InvoiceReach, listInvoices, loadInvoice, tenantTodayOf } from './invoice-reads';
export { issueInvoice } from './issue-invoice';
export type { InvoiceAction } from './lock-invoice';
export { lockInvoice } from './lock-invoice';
export { advertiserInvoiceRoutes, publisherInvoiceRoutes } from './partner-routes';
export { payoutRequestRoutes } from './payout-request-routes';
export { maskDestination } from './pdf/frozen-document';
export { payInvoice, recordInvoicePayment } from './record-invoice-payment';
export { duePeriodEnd } from './run-schedule';
export { invoiceRunSettingsRoutes } from './run-settings-routes';
export {
  markRunThrough,
  type PeriodRunner,
  runScheduledInvoices,
  saveRunSettings,
  startScheduledInvoiceRuns,
} from './scheduled-runs';
export { selfBillingRoutes } from './self-billing-routes';
export { staffInvoiceRoutes } from './staff-routes';
export { voidInvoice } from './void-invoice';
