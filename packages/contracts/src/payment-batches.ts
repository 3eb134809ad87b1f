import { z } from 'zod';
import { currencyCodeSchema, dataEnvelope, formArray, formBoolean } from './common';
import { reportDaySchema } from './reports/report-filters';
import { PAYMENT_METHOD_KINDS, type PaymentMethodKind } from './settings/payment-methods';

/*
 * Payment batches (docs/money.md "Payments"): the issued publisher invoices finance pays in one go,
 * for one payment method and currency. draft → approved (by a second person when the network
 * asks) → exported (a file for the bank or PayPal; exporting never marks anything paid) → each
 * item paid or failed, by hand, from the provider's answer. Amounts are decimal strings.
 */

export const PAYMENT_BATCH_STATUSES = [
  'draft',
  'approved',
  'exported',
  'completed',
  'partially_completed',
  'cancelled',
] as const;
export const PaymentBatchStatusSchema = z.enum(PAYMENT_BATCH_STATUSES, {
  error: 'Choose a status from the list',
});
export type PaymentBatchStatus = z.infer<typeof PaymentBatchStatusSchema>;
export const PAYMENT_BATCH_STATUS_LABELS: Record<PaymentBatchStatus, string> = {
  draft: 'Draft',
  approved: 'Approved',
  exported: 'Exported',
  completed: 'Completed',
  partially_completed: 'Partly completed',
  cancelled: 'Cancelled',
};

export const PAYMENT_ITEM_STATUSES = ['pending', 'paid', 'failed'] as const;
export const PaymentItemStatusSchema = z.enum(PAYMENT_ITEM_STATUSES);
export type PaymentItemStatus = z.infer<typeof PaymentItemStatusSchema>;
export const PAYMENT_ITEM_STATUS_LABELS: Record<PaymentItemStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
};

/** The files a batch exports to: what PayPal, Wise and a SEPA bank take, and a plain CSV for the rest. */
export const PAYMENT_EXPORT_FORMATS = ['paypal_csv', 'wise_csv', 'sepa_xml', 'generic_csv'] as const;
export const PaymentExportFormatSchema = z.enum(PAYMENT_EXPORT_FORMATS, { error: 'Choose a file format' });
export type PaymentExportFormat = z.infer<typeof PaymentExportFormatSchema>;
export const PAYMENT_EXPORT_FORMAT_LABELS: Record<PaymentExportFormat, string> = {
  paypal_csv: 'PayPal Payouts (CSV)',
  wise_csv: 'Wise batch (CSV)',
  sepa_xml: 'SEPA credit transfer (pain.001 XML)',
  generic_csv: 'Generic (CSV)',
};

/**
 * The formats a batch of this method and currency can export: PayPal's file needs PayPal e-mails,
 * Wise's and SEPA's bank accounts, and SEPA only moves euros.
 */
export function exportFormatsOf(kind: PaymentMethodKind, currency: string): PaymentExportFormat[] {
  if (kind === 'paypal') return ['paypal_csv', 'generic_csv'];
  if (kind === 'wire')
    return currency === 'EUR' ? ['sepa_xml', 'wise_csv', 'generic_csv'] : ['wise_csv', 'generic_csv'];
  return ['generic_csv'];
}

/** An enabled payment method a batch can pay through, as the billing screen offers it. */
export const BatchMethodOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(PAYMENT_METHOD_KINDS),
  /** The currency of its minimum payout: the batch's currency unless finance picks another. */
  currency: z.string(),
});
export type BatchMethodOption = z.infer<typeof BatchMethodOptionSchema>;
export const batchMethodOptionsResponseSchema = dataEnvelope(z.array(BatchMethodOptionSchema));

/** Why a payable invoice cannot go into a batch now. */
export const PAYMENT_HOLD_REASONS = ['no_details', 'other_method', 'details_changed', 'in_batch'] as const;
export type PaymentHoldReason = (typeof PAYMENT_HOLD_REASONS)[number];
export const PAYMENT_HOLD_REASON_LABELS: Record<PaymentHoldReason, string> = {
  no_details: 'No payment details',
  other_method: 'Paid by another method',
  details_changed: 'Payment details changed recently',
  in_batch: 'Already in a batch',
};

const amountSchema = z.string();
const daySchema = z.iso.date();

/** An issued publisher invoice with something outstanding, and whether a batch may take it. */
export const PaymentCandidateSchema = z.object({
  invoiceId: z.uuid(),
  number: z.string(),
  partner: z.object({ id: z.uuid(), name: z.string() }),
  issuedOn: daySchema,
  dueOn: daySchema,
  outstanding: amountSchema,
  currency: z.string(),
  /** Null when the invoice can be paid in this batch. */
  hold: z.enum(PAYMENT_HOLD_REASONS).nullable(),
  /** For `details_changed`: when, and which fields ("PayPal e-mail"), so finance can check with the publisher. */
  detailsChange: z.object({ at: z.iso.datetime(), fields: z.array(z.string()) }).nullable(),
});
export type PaymentCandidate = z.infer<typeof PaymentCandidateSchema>;

export const paymentCandidatesQuerySchema = z.object({
  paymentMethodId: z.uuid({ error: 'Choose a payment method' }),
  currency: currencyCodeSchema,
  /** The cut-off: invoices issued on or before this day. */
  issuedUntil: reportDaySchema,
});
export type PaymentCandidatesQuery = z.infer<typeof paymentCandidatesQuerySchema>;
export const paymentCandidatesResponseSchema = dataEnvelope(z.array(PaymentCandidateSchema));

export const createPaymentBatchBodySchema = paymentCandidatesQuerySchema.extend({
  /** Invoices finance leaves out of this batch (they stay payable for the next one). */
  excludeInvoiceIds: formArray(z.uuid()).default([]),
});
export type CreatePaymentBatchBody = z.input<typeof createPaymentBatchBodySchema>;
export type CreatePaymentBatch = z.output<typeof createPaymentBatchBodySchema>;

export const PaymentBatchSummarySchema = z.object({
  id: z.uuid(),
  /** "PB-00007": numbered in its own sequence, also the bank file's message id. */
  number: z.string(),
  status: PaymentBatchStatusSchema,
  method: z.object({ id: z.uuid(), name: z.string(), kind: z.enum(PAYMENT_METHOD_KINDS) }),
  currency: z.string(),
  issuedUntil: daySchema,
  total: amountSchema,
  itemCount: z.number().int(),
  paidCount: z.number().int(),
  failedCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  approvedBy: z.string().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  exportedAt: z.iso.datetime().nullable(),
});
export type PaymentBatchSummary = z.infer<typeof PaymentBatchSummarySchema>;

export const PaymentBatchItemSchema = z.object({
  id: z.uuid(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  partner: z.object({ id: z.uuid(), name: z.string() }),
  amount: amountSchema,
  status: PaymentItemStatusSchema,
  /** Where the money goes, masked ("PayPal: j***@example.com"), as it was when the batch was made. */
  destination: z.string(),
  paidOn: daySchema.nullable(),
  failureReason: z.string().nullable(),
});
export type PaymentBatchItem = z.infer<typeof PaymentBatchItemSchema>;

export const PaymentBatchDetailSchema = PaymentBatchSummarySchema.extend({
  items: z.array(PaymentBatchItemSchema),
  /** The files this batch may export to. */
  exportFormats: z.array(PaymentExportFormatSchema),
  /** Whether the signed-in user may approve it (the network may ask for someone other than its maker). */
  mayApprove: z.boolean(),
});
export type PaymentBatchDetail = z.infer<typeof PaymentBatchDetailSchema>;

export const listPaymentBatchesResponseSchema = dataEnvelope(z.array(PaymentBatchSummarySchema));
export const paymentBatchResponseSchema = dataEnvelope(PaymentBatchDetailSchema);

export const paymentExportQuerySchema = z.object({ format: PaymentExportFormatSchema });

export const PAYMENT_ITEM_OUTCOMES = ['paid', 'failed'] as const;
export const settlePaymentItemsBodySchema = z
  .object({
    outcome: z.enum(PAYMENT_ITEM_OUTCOMES, { error: 'Choose paid or failed' }),
    itemIds: formArray(z.uuid()).refine((ids) => ids.length > 0, 'Choose at least one payment'),
    /** The day the money left (paid). */
    paidOn: reportDaySchema.optional(),
    /** What the provider said (failed): shown to finance and kept with the item. */
    reason: z.string().trim().max(300, 'At most 300 characters').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.outcome === 'paid' && !body.paidOn) {
      ctx.addIssue({ code: 'custom', path: ['paidOn'], message: 'Enter the day the payment was made' });
    }
    if (body.outcome === 'failed' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the payment failed' });
    }
  });
export type SettlePaymentItemsBody = z.input<typeof settlePaymentItemsBodySchema>;
export type SettlePaymentItems = z.output<typeof settlePaymentItemsBodySchema>;

/** The payment rules on the billing screen: the hold after a details change, and four eyes on approval. */
export const PaymentSettingsSchema = z.object({
  /** A publisher whose payment details changed in the last N days is held out of batches. */
  detailsHoldDays: z.number().int(),
  /** A batch must be approved by someone other than who made it. */
  secondApprover: z.boolean(),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;
export const updatePaymentSettingsBodySchema = z.object({
  detailsHoldDays: z.coerce
    .number({ error: 'Enter a number of days' })
    .int('Enter whole days')
    .min(0, 'At least 0 days')
    .max(90, 'At most 90 days'),
  secondApprover: formBoolean,
});
export const paymentSettingsResponseSchema = dataEnvelope(PaymentSettingsSchema);
