/**
 * Who reads the invoices: staff on the billing screen (every partner's, drafts included), or a
 * partner their own (never drafts). Each reads its own endpoints; the answers have one shape.
 */
export type InvoiceSide = 'staff' | 'publisher' | 'advertiser';

/** The partners' sides: each has its invoice/list and invoice/view screens. */
export type PartnerInvoiceSide = Exclude<InvoiceSide, 'staff'>;

const INVOICES_PATHS: Record<InvoiceSide, string> = {
  staff: '/v1/billing/invoices',
  publisher: '/v1/publisher/invoices',
  advertiser: '/v1/advertiser/invoices',
};

/** `GET` a side's list; under it each invoice and its actions. */
export function invoicesPathOf(side: InvoiceSide): string {
  return INVOICES_PATHS[side];
}

/** One invoice of a side: `/v1/billing/invoices/:id`. */
export function invoicePathOf(side: InvoiceSide, id: string): string {
  return `${INVOICES_PATHS[side]}/${encodeURIComponent(id)}`;
}

/** Query keys by side: an action invalidates the side's lists and replaces the invoice it answered. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  side: (side: InvoiceSide) => [...invoiceKeys.all, side] as const,
  lists: (side: InvoiceSide) => [...invoiceKeys.side(side), 'list'] as const,
  detail: (side: InvoiceSide, id: string) => [...invoiceKeys.side(side), 'detail', id] as const,
  /** Every publisher's balance: among the staff lists, so what reloads them (a run, an action) reloads it. */
  balances: () => [...invoiceKeys.lists('staff'), 'balances'] as const,
  /** The scheduled runs' settings: outside the staff side, which a run by hand refreshes and leaves them as they were. */
  runSettings: () => [...invoiceKeys.all, 'run-settings'] as const,
};
