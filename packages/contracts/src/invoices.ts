import { z } from 'zod';
import { currencyCodeSchema, dataEnvelope, formBoolean, listQuerySchema, pagedResponse } from './common';
import { reportDaySchema } from './reports/report-filters';
import { moneySchema, optionalText, requiredText } from './values';

/*
 * Invoices (docs/money.md): publisher invoices the network pays and advertiser invoices it bills,
 * their lines, payments and history; what staff (the billing screen) and partners (invoice/list,
 * invoice/view) read, and the bodies of the billing actions. Amounts are decimal strings in the
 * invoice's currency, never floats; an adjustment may be negative ("-12.50").
 */

export const INVOICE_STATUSES = ['draft', 'issued', 'partly_paid', 'paid', 'void'] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES, { error: 'Choose a status from the list' });
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
};

/** Who an invoice is with: a publisher the network pays, or an advertiser it bills. */
export const INVOICE_KINDS = ['publisher', 'advertiser'] as const;
export const InvoiceKindSchema = z.enum(INVOICE_KINDS, { error: 'Choose publisher or advertiser' });
export type InvoiceKind = z.infer<typeof InvoiceKindSchema>;

/** A signed amount as stored ("-12.50", "1200.00"). */
const amountSchema = z.string();
const daySchema = z.iso.date();

export const InvoiceSummarySchema = z.object({
  id: z.uuid(),
  kind: InvoiceKindSchema,
  /** Null while a draft: the number is taken when the invoice is issued. */
  number: z.string().nullable(),
  status: InvoiceStatusSchema,
  partner: z.object({ id: z.uuid(), name: z.string() }),
  currency: z.string(),
  /** The period billed, both days included, in the network's time zone. */
  periodFrom: daySchema,
  periodTo: daySchema,
  issuedOn: daySchema.nullable(),
  dueOn: daySchema.nullable(),
  total: amountSchema,
  paid: amountSchema,
  /** What is still to pay: the total less payments (zero once paid or void). */
  outstanding: amountSchema,
  /** Issued or partly paid, and past its due date. */
  overdue: z.boolean(),
  /** When the publisher asked for this payout (docs/money.md "Payout requests"); null when the network made it on its own. */
  requestedAt: z.iso.datetime().nullable(),
  /**
   * An advertiser's invoice the network keeps from the advertiser (docs/money.md "Hidden from the
   * advertiser"): off its invoice screens, never e-mailed to it. Always false for a publisher's.
   */
  hiddenFromPartner: z.boolean(),
  /**
   * Converted to the partner's currency when issued (docs/money.md "Converted invoices"): 1 of the
   * invoice's currency = `rate` of `currency`, the rates of `on`, and the total at that rate.
   */
  converted: z
    .object({ currency: z.string(), rate: z.string(), on: daySchema, total: amountSchema })
    .nullable(),
  createdAt: z.iso.datetime(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export type InvoiceConversion = NonNullable<InvoiceSummary['converted']>;

/** How a converted invoice's second total was reached, as its screens and PDF say it. */
export function convertedInvoiceNote(currency: string, converted: InvoiceConversion): string {
  return `Converted to ${converted.currency} at 1 ${currency} = ${Number(converted.rate)} ${converted.currency}, the rates of ${converted.on}. The amounts due and paid are those in ${currency}.`;
}

/** Why finance adds a line by hand: a bonus (positive), a correction (either sign), a chargeback (negative). */
export const INVOICE_ADJUSTMENT_REASONS = ['bonus', 'correction', 'chargeback'] as const;
export const InvoiceAdjustmentReasonSchema = z.enum(INVOICE_ADJUSTMENT_REASONS, {
  error: 'Choose bonus, correction or chargeback',
});
export type InvoiceAdjustmentReason = z.infer<typeof InvoiceAdjustmentReasonSchema>;
export const INVOICE_ADJUSTMENT_REASON_LABELS: Record<InvoiceAdjustmentReason, string> = {
  bonus: 'Bonus',
  correction: 'Correction',
  chargeback: 'Chargeback',
};

/**
 * `conversions`: one line per offer and event billed; `reversals`: the same for billed conversions
 * taken back (rejected after their invoice was issued), negative; `adjustment`: a memo line.
 */
export const INVOICE_LINE_KINDS = ['conversions', 'reversals', 'adjustment'] as const;
export const InvoiceLineSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INVOICE_LINE_KINDS),
  /** What the line is for, as printed: the offer and event ("Reversed: " first), or the adjustment's memo. */
  description: z.string(),
  offerId: z.uuid().nullable(),
  eventKey: z.string().nullable(),
  quantity: z.number().int(),
  amount: amountSchema,
  /** An adjustment's reason, who added it and when; null on the lines a run makes. */
  reason: InvoiceAdjustmentReasonSchema.nullable(),
  addedBy: z.string().nullable(),
  addedAt: z.iso.datetime().nullable(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoicePaymentSchema = z.object({
  id: z.uuid(),
  amount: amountSchema,
  paidOn: daySchema,
  reference: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type InvoicePayment = z.infer<typeof InvoicePaymentSchema>;

export const INVOICE_HISTORY_ACTIONS = [
  'requested',
  'issued',
  'payment',
  'voided',
  'hidden',
  'shown',
] as const;
export const InvoiceHistoryEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(INVOICE_HISTORY_ACTIONS),
  /** One line saying what happened ("Issued as INV-00042", "Payment of 120.00 EUR recorded"). */
  summary: z.string(),
  by: z.string().nullable(),
  at: z.iso.datetime(),
});
export type InvoiceHistoryEntry = z.infer<typeof InvoiceHistoryEntrySchema>;

/**
 * A tax on the invoice's subtotal: the rate's name and percent as they were, and the amount (a
 * withholding's is negative: it is taken off the total).
 */
export const InvoiceTaxSchema = z.object({ name: z.string(), percent: z.string(), amount: amountSchema });
export type InvoiceTax = z.infer<typeof InvoiceTaxSchema>;
/** "VAT (21%)", as the totals print it. */
export const taxLabelOf = (tax: Pick<InvoiceTax, 'name' | 'percent'>) =>
  `${tax.name} (${Number(tax.percent)}%)`;
/** What a reverse-charged invoice says instead of adding VAT (EU VAT Directive, art. 196). */
export const REVERSE_CHARGE_TEXT =
  'Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).';

export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  subtotal: amountSchema,
  lines: z.array(InvoiceLineSchema),
  /** The taxes on the subtotal (the total is the subtotal plus these). */
  taxes: z.array(InvoiceTaxSchema),
  /** EU reverse charge: no tax added, the customer accounts for the VAT. */
  reverseCharge: z.boolean(),
  payments: z.array(InvoicePaymentSchema),
  history: z.array(InvoiceHistoryEntrySchema),
  /** Conversions billed on it (what "see conversions" opens). */
  conversionCount: z.number().int(),
  /**
   * The first and last day (network's zone) those conversions were converted on: the range "See
   * conversions" opens the conversion report on. Null when none is billed on it.
   */
  conversionDays: z.object({ from: daySchema, to: daySchema }).nullable(),
  voidReason: z.string().nullable(),
  /** The credit note that cancelled an issued invoice, numbered in its own sequence. */
  creditNoteNumber: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const INVOICE_SORTS = ['createdAt', 'issuedOn', 'dueOn', 'total', 'number', 'periodFrom'] as const;

const invoiceFilters = {
  status: InvoiceStatusSchema.optional(),
  currency: z.string().trim().toUpperCase().length(3, 'Choose a currency').optional(),
  /** Only invoices past their due date and not paid. */
  overdue: formBoolean.optional(),
  /** Invoices whose period ends on or after this day. */
  periodFrom: reportDaySchema.optional(),
  /** Invoices whose period starts on or before this day. */
  periodTo: reportDaySchema.optional(),
  sort: z.enum(INVOICE_SORTS).default('createdAt'),
};

/** The billing screen's lists: one kind at a time, filtered like the reports. */
export const listInvoicesQuerySchema = listQuerySchema.extend({
  kind: InvoiceKindSchema.default('publisher'),
  partnerId: z.uuid('Choose a partner from the list').optional(),
  ...invoiceFilters,
});
export type ListInvoicesQuery = z.infer<typeof listInvoicesQuerySchema>;

/** A partner's own invoice/list (never drafts). */
export const listOwnInvoicesQuerySchema = listQuerySchema.extend(invoiceFilters);
export type ListOwnInvoicesQuery = z.infer<typeof listOwnInvoicesQuerySchema>;

export const listInvoicesResponseSchema = pagedResponse(InvoiceSummarySchema);
export type ListInvoicesResponse = z.infer<typeof listInvoicesResponseSchema>;
export const invoiceResponseSchema = dataEnvelope(InvoiceDetailSchema);
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

/** Generate (or add to) the drafts of every partner of a kind for the period ending the day before `periodEnd`. */
export const invoiceRunBodySchema = z.object({
  /** Publishers are billed their payout (after the hold), advertisers the revenue. */
  kind: InvoiceKindSchema.default('publisher'),
  /** The first day after the period, in the network's time zone. */
  periodEnd: reportDaySchema,
});
export type InvoiceRunBody = z.infer<typeof invoiceRunBodySchema>;
export const invoiceRunResponseSchema = dataEnvelope(
  z.object({
    /** Drafts made or added to. */
    drafts: z.number().int(),
    /** Conversions billed by this run. */
    billed: z.number().int(),
    /** Conversions taken back by this run (rejected after their invoice was issued). */
    reversed: z.number().int(),
  }),
);
export type InvoiceRunResponse = z.infer<typeof invoiceRunResponseSchema>;

/** A signed amount with at most 2 decimals: "-12.50", "40". */
const SIGNED_AMOUNT = /^-?\d{1,10}(\.\d{1,2})?$/;

const adjustmentFields = {
  reason: InvoiceAdjustmentReasonSchema,
  amount: z
    .string({ error: 'Enter an amount' })
    .trim()
    .regex(SIGNED_AMOUNT, 'Enter an amount such as 25.00 or -12.50 (at most 2 decimals)')
    .refine((value) => Number(value) !== 0, 'Enter an amount other than zero'),
  memo: requiredText(200, 'Say what the adjustment is for'),
};

/** A bonus adds, a chargeback takes back: the amount's sign must agree with the reason. */
function checkAdjustmentSign(
  body: { reason: InvoiceAdjustmentReason; amount: string },
  context: z.RefinementCtx,
) {
  const amount = Number(body.amount);
  if (body.reason === 'bonus' && amount < 0) {
    context.addIssue({
      code: 'custom',
      path: ['amount'],
      message: 'A bonus adds to the invoice: enter a positive amount',
    });
  }
  if (body.reason === 'chargeback' && amount > 0) {
    context.addIssue({
      code: 'custom',
      path: ['amount'],
      message: 'A chargeback takes money back: enter a negative amount',
    });
  }
}

/** A line added by hand to a draft: its reason, a signed amount in the invoice's currency, a memo. */
export const invoiceAdjustmentBodySchema = z.object(adjustmentFields).superRefine(checkAdjustmentSign);
export type InvoiceAdjustmentBody = z.infer<typeof invoiceAdjustmentBodySchema>;
/**
 * An adjustment for a partner, whether or not it has an open draft (docs/money.md "Adjustments"):
 * it goes on the partner's open draft in that currency, made for it when there is none.
 */
export const partnerAdjustmentBodySchema = z
  .object({
    partnerKind: InvoiceKindSchema,
    partnerId: z.uuid('Choose a partner from the list'),
    currency: currencyCodeSchema,
    ...adjustmentFields,
  })
  .superRefine(checkAdjustmentSign);
export type PartnerAdjustmentBody = z.infer<typeof partnerAdjustmentBodySchema>;

export const invoiceLineParamsSchema = z.object({ id: z.uuid(), lineId: z.uuid() });

/** Whether the advertiser sees the invoice: hidden, it is off its screens and e-mails. */
export const invoiceVisibilityBodySchema = z.object({ hidden: formBoolean });
export type InvoiceVisibilityBody = z.infer<typeof invoiceVisibilityBodySchema>;

export const voidInvoiceBodySchema = z.object({
  reason: requiredText(500, 'Say why the invoice is void'),
});
export type VoidInvoiceBody = z.infer<typeof voidInvoiceBodySchema>;

export const invoicePaymentBodySchema = z.object({
  amount: moneySchema.refine((value) => Number(value) > 0, 'Enter an amount above zero'),
  paidOn: reportDaySchema,
  reference: optionalText(120),
});
export type InvoicePaymentBody = z.infer<typeof invoicePaymentBodySchema>;

/**
 * A publisher's money in one currency, as of now (docs/money.md "Balances"): approved conversions
 * still on hold, payable but not invoiced yet, on the open draft, invoiced and not yet paid (of
 * which overdue), and paid.
 */
export const PartnerBalanceSchema = z.object({
  currency: z.string(),
  onHold: amountSchema,
  notInvoiced: amountSchema,
  inDraft: amountSchema,
  outstanding: amountSchema,
  overdue: amountSchema,
  paid: amountSchema,
});
export type PartnerBalance = z.infer<typeof PartnerBalanceSchema>;
/** One row per currency the publisher has money in, by currency code. */
export const partnerBalanceResponseSchema = dataEnvelope(z.array(PartnerBalanceSchema));
export type PartnerBalanceResponse = z.infer<typeof partnerBalanceResponseSchema>;

/** One publisher's balance in one currency, on the billing screen's Balances tab. */
export const PublisherBalanceRowSchema = PartnerBalanceSchema.extend({
  publisher: z.object({ id: z.uuid(), name: z.string() }),
});
export type PublisherBalanceRow = z.infer<typeof PublisherBalanceRowSchema>;

/**
 * Every publisher's balance (staff, within their data scope): one row per publisher and currency
 * it has money in, by publisher name; in one currency, or only what is owed (payable now, in
 * draft or invoiced and unpaid); `search` finds publishers by name.
 */
export const listPublisherBalancesQuerySchema = listQuerySchema.extend({
  currency: invoiceFilters.currency,
  owed: formBoolean.optional(),
});
export type ListPublisherBalancesQuery = z.infer<typeof listPublisherBalancesQuerySchema>;
export const listPublisherBalancesResponseSchema = pagedResponse(PublisherBalanceRowSchema);
export type ListPublisherBalancesResponse = z.infer<typeof listPublisherBalancesResponseSchema>;
