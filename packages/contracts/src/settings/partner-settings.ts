import { z } from 'zod';
import { dataEnvelope, formBoolean } from '../common';
import { CONVERSION_INTAKES } from '../offers/offer-constants';
import { AccountManagerSchema, PartnerKindSchema } from '../partners';
import { holdDaysSchema, optionalText } from '../values';

/** Net days an invoice gives to pay (for invoices later): net 7, 15, 30… */
export const PAYMENT_TERMS_DAYS = [7, 15, 30, 45, 60] as const;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const paymentTermsSchema = z.coerce
  .number({ error: 'Choose the payment terms' })
  .refine(
    (days) => (PAYMENT_TERMS_DAYS as readonly number[]).includes(days),
    `Choose net ${PAYMENT_TERMS_DAYS.join(', ')} days`,
  );

export const WELCOME_MESSAGE_MAX = 2000;

/**
 * `setting/publisher` and `setting/advertiser`: how partners of one kind join (sign-up open,
 * approval), who looks after them, when they are paid or pay, and what they see first.
 */
export const updatePartnerSettingsBodySchema = z.object({
  registrationOpen: formBoolean,
  autoApprove: formBoolean,
  /** Given to every new partner of this kind (sign-up or added by staff without one). */
  defaultAccountManagerId: z.uuid('Choose an account manager').optional(),
  paymentTermsDays: paymentTermsSchema,
  /** Shown on a new partner's dashboard. */
  welcomeMessage: optionalText(WELCOME_MESSAGE_MAX),
  /**
   * Advertisers only: the channels offers take conversions from unless an offer chooses (left out
   * = unchanged; refused for publishers).
   */
  conversionIntake: z
    .enum(CONVERSION_INTAKES, { error: 'Choose how conversions may be reported' })
    .optional(),
  /**
   * Publishers only: the network's hold, days after approval before a conversion is payable, for
   * conversions whose offer and publisher set none (left out = unchanged; refused for advertisers).
   */
  holdDays: holdDaysSchema.optional(),
});
export type UpdatePartnerSettingsBody = z.infer<typeof updatePartnerSettingsBodySchema>;

export const PartnerSettingsSchema = z.object({
  kind: PartnerKindSchema,
  registrationOpen: z.boolean(),
  autoApprove: z.boolean(),
  defaultAccountManager: AccountManagerSchema.nullable(),
  paymentTermsDays: z.number().int(),
  welcomeMessage: z.string().nullable(),
  /** Advertisers: the network's default conversion channels; null for publishers. */
  conversionIntake: z.enum(CONVERSION_INTAKES).nullable(),
  /** Publishers: the network's default hold in days (0 = none); null for advertisers. */
  holdDays: z.number().int().nullable(),
});
export type PartnerSettings = z.infer<typeof PartnerSettingsSchema>;
export const partnerSettingsResponseSchema = dataEnvelope(PartnerSettingsSchema);
export type PartnerSettingsResponse = z.infer<typeof partnerSettingsResponseSchema>;
export const partnerSettingsParamsSchema = z.object({ kind: PartnerKindSchema });

/** `GET /partner/welcome`: what the signed-in partner's dashboard shows first. */
export const PartnerWelcomeSchema = z.object({ message: z.string().nullable() });
export const partnerWelcomeResponseSchema = dataEnvelope(PartnerWelcomeSchema);
export type PartnerWelcomeResponse = z.infer<typeof partnerWelcomeResponseSchema>;
