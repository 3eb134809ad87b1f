import type { InvoiceKind } from '@affnet/contracts';

/** What the billing screen says about each kind of invoice it lists. */
export type BillingKindText = {
  title: string;
  partner: string;
  description: string;
  empty: string;
  emptyDescription: string;
  /** The run's modal: its title and what it bills. */
  runTitle: string;
  runDescription: string;
  /** The scheduled runs' modal title. */
  scheduleTitle: string;
};

export const BILLING_KINDS: Record<InvoiceKind, BillingKindText> = {
  publisher: {
    title: 'Publisher invoices',
    partner: 'Publisher',
    description:
      'What the network owes its publishers for approved conversions: drafts to review and issue, then their payments.',
    empty: 'No publisher invoices yet',
    emptyDescription:
      "Generating invoices bills publishers' approved conversions onto drafts to review and issue.",
    runTitle: 'Generate publisher invoices',
    runDescription:
      "Every approved conversion approved before this day, past its hold and not billed yet, goes onto its publisher's draft in its currency. Drafts are made or added to, never issued: you review and issue each one.",
    scheduleTitle: 'Publisher invoice schedule',
  },
  advertiser: {
    title: 'Advertiser invoices',
    partner: 'Advertiser',
    description:
      'What advertisers owe the network for the revenue of approved conversions: drafts to review and issue, then what they pay.',
    empty: 'No advertiser invoices yet',
    emptyDescription:
      "Generating invoices bills the revenue of advertisers' approved conversions onto drafts to review and issue.",
    runTitle: 'Generate advertiser invoices',
    runDescription:
      "The revenue of every approved conversion approved before this day and not billed to its advertiser yet goes onto the advertiser's draft in its currency. Drafts are made or added to, never issued: you review and issue each one.",
    scheduleTitle: 'Advertiser invoice schedule',
  },
};

/** The kind the billing screen shows, kept in the URL (`?kind=advertiser`); publishers by default. */
export const KIND_PARAM = 'kind';
export const kindOf = (value: string | null): InvoiceKind =>
  value === 'advertiser' ? 'advertiser' : 'publisher';

/**
 * The billing screen's tabs: each kind of invoice, the publishers' balances (`?kind=balances`),
 * then the payment batches (`?kind=payments`).
 */
export type BillingTab = InvoiceKind | 'balances' | 'payments';
export const BALANCES_TAB_TITLE = 'Publisher balances';
export const PAYMENTS_TAB_TITLE = 'Payment batches';
export const tabOf = (value: string | null): BillingTab =>
  value === 'payments' || value === 'balances' ? value : kindOf(value);
