import { z } from 'zod';
import { dataEnvelope } from './common';
import { reportDaySchema } from './reports/report-filters';
import { formInteger, moneySchema, optionalText } from './values';

/*
 * Advertiser credit control (docs/money.md "Credit control"): a credit limit (what the advertiser
 * may owe: unpaid invoices and revenue not invoiced yet) or a prepaid balance (what it paid in
 * advance, less everything invoiced or still to invoice). Staff are warned from a threshold; at the
 * limit the network pauses the advertiser's offers or only warns.
 */

export const CREDIT_MODES = ['none', 'credit_limit', 'prepaid'] as const;
export const CreditModeSchema = z.enum(CREDIT_MODES, {
  error: 'Choose no control, a credit limit or prepaid',
});
export type CreditMode = z.infer<typeof CreditModeSchema>;
export const CREDIT_MODE_LABELS: Record<CreditMode, string> = {
  none: 'No credit control',
  credit_limit: 'Credit limit',
  prepaid: 'Prepaid balance',
};

/** What happens at the limit: staff are warned either way; `pause` also pauses the advertiser's active offers. */
export const CREDIT_AT_LIMIT = ['warn', 'pause'] as const;
export const CreditAtLimitSchema = z.enum(CREDIT_AT_LIMIT, { error: 'Choose warn or pause' });
export type CreditAtLimit = z.infer<typeof CreditAtLimitSchema>;

/** `warning`: used at or past the threshold; `limit`: nothing left available. */
export const CREDIT_STATES = ['ok', 'warning', 'limit'] as const;
export type CreditState = (typeof CREDIT_STATES)[number];
export const CREDIT_STATE_LABELS: Record<CreditState, string> = {
  ok: 'Within limit',
  warning: 'Near the limit',
  limit: 'At the limit',
};

export const CREDIT_WARN_PERCENT_DEFAULT = 80;

export const advertiserCreditBodySchema = z
  .object({
    mode: CreditModeSchema,
    /** Credit limit mode: how much the advertiser may owe, in its currency. */
    creditLimit: z.union([moneySchema, z.literal('')]).optional(),
    warnPercent: formInteger(1, 100, 'a percentage from 1 to 100'),
    atLimit: CreditAtLimitSchema,
  })
  .superRefine((body, context) => {
    if (body.mode === 'credit_limit' && !body.creditLimit) {
      context.addIssue({ code: 'custom', path: ['creditLimit'], message: 'Enter the credit limit' });
    }
  })
  .transform(({ creditLimit, ...body }) => ({
    ...body,
    creditLimit: body.mode === 'credit_limit' && creditLimit ? creditLimit : null,
  }));
export type AdvertiserCreditBody = z.infer<typeof advertiserCreditBodySchema>;

export const advertiserPrepaymentBodySchema = z.object({
  amount: moneySchema.refine((value) => Number(value) > 0, 'Enter an amount above zero'),
  receivedOn: reportDaySchema,
  reference: optionalText(120),
});
export type AdvertiserPrepaymentBody = z.infer<typeof advertiserPrepaymentBodySchema>;

export const AdvertiserPrepaymentSchema = z.object({
  id: z.uuid(),
  amount: z.string(),
  receivedOn: z.iso.date(),
  reference: z.string().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdvertiserPrepayment = z.infer<typeof AdvertiserPrepaymentSchema>;

export const AdvertiserCreditSchema = z.object({
  mode: CreditModeSchema,
  /** The advertiser's currency: every figure here is in it, other currencies at today's rate. */
  currency: z.string(),
  creditLimit: z.string().nullable(),
  warnPercent: z.number().int(),
  atLimit: CreditAtLimitSchema,
  /** Issued invoices not paid yet. */
  outstanding: z.string(),
  /** Every issued invoice's total (void ones aside): what prepaid funds have been spent on. */
  invoiced: z.string(),
  /** Revenue of pending and approved conversions not on an issued invoice yet. */
  notInvoiced: z.string(),
  /** Recorded prepayments. */
  prepaid: z.string(),
  /** What is left: the limit less outstanding and not invoiced, or prepaid less invoiced and not invoiced. Null without control. */
  available: z.string().nullable(),
  /** How much of the limit or the prepaid funds is used, in percent (one decimal); null without control. */
  usedPercent: z.number().nullable(),
  state: z.enum(CREDIT_STATES).nullable(),
  /** Currencies with money in them but no rate to the advertiser's today: left out of the figures. */
  missingRates: z.array(z.string()),
  prepayments: z.array(AdvertiserPrepaymentSchema),
});
export type AdvertiserCredit = z.infer<typeof AdvertiserCreditSchema>;
export const advertiserCreditResponseSchema = dataEnvelope(AdvertiserCreditSchema);
export type AdvertiserCreditResponse = z.infer<typeof advertiserCreditResponseSchema>;

/**
 * What the advertiser sees of its own credit control (its invoice/list): the same standing staff
 * see, which decides whether its offers pause, with invoices hidden from it (settled outside
 * affnet) folded into one figure rather than listed. Null when it is under no control.
 */
export const OwnCreditSchema = z.object({
  mode: z.enum(['credit_limit', 'prepaid']),
  currency: z.string(),
  creditLimit: z.string().nullable(),
  atLimit: CreditAtLimitSchema,
  /** Its invoices (the ones it sees) not paid yet. */
  outstanding: z.string(),
  /** Every invoice it sees, paid or not (void ones aside). */
  invoiced: z.string(),
  notInvoiced: z.string(),
  prepaid: z.string(),
  /** What invoices the network bills outside affnet use of the limit (unpaid) or of the funds (all). */
  billedOutside: z.string(),
  available: z.string(),
  usedPercent: z.number(),
  state: z.enum(CREDIT_STATES),
  missingRates: z.array(z.string()),
  prepayments: z.array(
    AdvertiserPrepaymentSchema.pick({ id: true, amount: true, receivedOn: true, reference: true }),
  ),
});
export type OwnCredit = z.infer<typeof OwnCreditSchema>;
export const ownCreditResponseSchema = dataEnvelope(OwnCreditSchema.nullable());
export type OwnCreditResponse = z.infer<typeof ownCreditResponseSchema>;
