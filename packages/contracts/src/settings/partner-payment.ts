import { z } from 'zod';
import { dataEnvelope } from '../common';
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
