// Invoices, the money ledger (docs/money.md): publisher drafts generated from approved, payable conversions, each billed once.

export {
  generatePublisherDrafts,
  type PublisherDraft,
  type PublisherDraftRun,
} from './generate-publisher-drafts';
