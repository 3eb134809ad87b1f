import { z } from 'zod';
import { dataEnvelope, listQuerySchema, pagedResponse } from '../common';
import { PaymentFieldSchema, PaymentMethodKindSchema } from './payment-methods';

/**
 * A partner's `setting/payment`: one of the network's enabled methods and the details it asks for.
 * The details are checked on the server against the method's fields (`paymentDetailsSchemaOf`).
 */
export const partnerPaymentBodySchema = z.object({
  paymentMethodId: z.uuid({ error: 'Choose a payment method' }),
  /** Keyed by the method's field keys; values are text as typed. */
  details: z.record(z.string(), z.string()).default({}),
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(1024),
});
export type PartnerPaymentBody = z.infer<typeof partnerPaymentBodySchema>;

/** A method a partner may choose, with what it asks for. */
export const PaymentMethodOptionSchema = z.object({
  id: z.uuid(),
  kind: PaymentMethodKindSchema,
  name: z.string(),
  minimumPayout: z.string(),
  currency: z.string(),
  fields: z.array(PaymentFieldSchema),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOptionSchema>;

/** The partner's chosen method and details; null until they choose one. */
export const PartnerPaymentSchema = z.object({
  method: PaymentMethodOptionSchema.extend({ enabled: z.boolean() }),
  details: z.record(z.string(), z.string()),
  /** When the partner last changed their payment settings (admins see it on the partner's page). */
  changedAt: z.iso.datetime(),
});
export type PartnerPayment = z.infer<typeof PartnerPaymentSchema>;

export const partnerPaymentResponseSchema = dataEnvelope(
  z.object({ current: PartnerPaymentSchema.nullable(), options: z.array(PaymentMethodOptionSchema) }),
);
export type PartnerPaymentResponse = z.infer<typeof partnerPaymentResponseSchema>;

/** What staff see of a partner's payment settings on the partner's view page. */
export const staffPartnerPaymentResponseSchema = dataEnvelope(PartnerPaymentSchema.nullable());
export type StaffPartnerPaymentResponse = z.infer<typeof staffPartnerPaymentResponseSchema>;

/**
 * Whether a payment field holds a secret (a password, PIN, API key or token a custom method asks
 * for): its values are never recorded in the change history, only that it changed. Payout
 * destinations (PayPal e-mail, IBAN, wallet address) are not secrets: staff checking for payout
 * fraud must see where the money went before and goes now.
 */
export function isSecretPaymentField(field: { key: string; label: string }): boolean {
  return /pass(word|phrase|code)?\b|secret|\bpin\b|token|api[\s_-]?key|private[\s_-]?key|seed|cvv|cvc/i.test(
    `${field.key} ${field.label}`,
  );
}

/** One field of a payment change: `before`/`after` are null for a secret (`secret`) or an unset value. */
export const PaymentFieldChangeSchema = z.object({
  key: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  secret: z.boolean(),
});
export type PaymentFieldChange = z.infer<typeof PaymentFieldChangeSchema>;

export const PAYMENT_CHANGE_ACTOR_KINDS = ['partner', 'staff'] as const;

/** One save of a partner's payment settings, as staff see it in the partner's "Payment changes". */
export const PartnerPaymentChangeSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  /** Null when the user who saved has since been deleted. */
  actor: z
    .object({ id: z.uuid(), name: z.string(), email: z.string(), kind: z.enum(PAYMENT_CHANGE_ACTOR_KINDS) })
    .nullable(),
  /** The method's name before the change; null for the partner's first choice. */
  methodBefore: z.string().nullable(),
  methodAfter: z.string(),
  fields: z.array(PaymentFieldChangeSchema),
});
export type PartnerPaymentChange = z.infer<typeof PartnerPaymentChangeSchema>;

/** A partner's payment changes: newest first, paged. */
export const listPartnerPaymentChangesQuerySchema = listQuerySchema.pick({ page: true, perPage: true });
export type ListPartnerPaymentChangesQuery = z.infer<typeof listPartnerPaymentChangesQuerySchema>;
export const listPartnerPaymentChangesResponseSchema = pagedResponse(PartnerPaymentChangeSchema);
export type ListPartnerPaymentChangesResponse = z.infer<typeof listPartnerPaymentChangesResponseSchema>;
