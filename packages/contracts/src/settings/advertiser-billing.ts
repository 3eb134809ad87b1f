import { z } from 'zod';
import { countryCodeSchema, dataEnvelope, emailSchema, personNameSchema, phoneSchema } from '../common';
import { optionalText, requiredText } from '../values';
import { PaymentMethodKindSchema } from './payment-methods';

/*
 * The advertiser's `setting/payment`: how they pay the network. Who invoices are made out to and
 * where (legal name, address, tax or VAT number), who receives them (billing contact, invoice
 * e-mail) and which of the network's accepted methods they pay by. Kept in the shape an invoice
 * prints (`advertiser_billing`, the tax number on the partner's `tax_id`), as `setting/company`
 * keeps the network's own. Not the publisher's payout form: no payout details, no minimum.
 */

export const advertiserBillingBodySchema = z.object({
  legalName: requiredText(200, 'Enter the company name invoices are made out to'),
  contactName: personNameSchema,
  /** Where invoices are sent. */
  invoiceEmail: emailSchema,
  phone: phoneSchema.optional(),
  addressLine1: requiredText(200, 'Enter the street address'),
  addressLine2: optionalText(200),
  city: requiredText(100, 'Enter the city'),
  postalCode: optionalText(20),
  region: optionalText(100),
  country: countryCodeSchema,
  /** VAT or other tax number; the same field staff see as the advertiser's tax id. */
  taxId: optionalText(64),
  /** One of the network's enabled methods; required once the network offers any. */
  paymentMethodId: z.uuid('Choose how you pay').optional(),
});
export type AdvertiserBillingBody = z.infer<typeof advertiserBillingBodySchema>;
export type AdvertiserBillingRequest = z.input<typeof advertiserBillingBodySchema>;

/** A method the network accepts, as an advertiser chooses it. */
export const AcceptedPaymentMethodSchema = z.object({
  id: z.uuid(),
  kind: PaymentMethodKindSchema,
  name: z.string(),
});
export type AcceptedPaymentMethod = z.infer<typeof AcceptedPaymentMethodSchema>;

export const AdvertiserBillingSchema = z.object({
  legalName: z.string(),
  contactName: z.string(),
  invoiceEmail: z.string(),
  phone: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  taxId: z.string().nullable(),
  /** Null until chosen; `enabled` false once the network stopped offering it. */
  paymentMethod: AcceptedPaymentMethodSchema.extend({ enabled: z.boolean() }).nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdvertiserBilling = z.infer<typeof AdvertiserBillingSchema>;

/** What the form starts from before the first save: the advertiser's profile. */
export const AdvertiserBillingDefaultsSchema = z.object({
  legalName: z.string(),
  contactName: z.string(),
  invoiceEmail: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  taxId: z.string().nullable(),
});

export const advertiserBillingResponseSchema = dataEnvelope(
  z.object({
    /** Null until the advertiser first saves their billing details. */
    billing: AdvertiserBillingSchema.nullable(),
    defaults: AdvertiserBillingDefaultsSchema,
    /** The network's enabled methods, oldest first. */
    methods: z.array(AcceptedPaymentMethodSchema),
  }),
);
export type AdvertiserBillingResponse = z.infer<typeof advertiserBillingResponseSchema>;

/** What staff see on the advertiser's page. */
export const staffAdvertiserBillingResponseSchema = dataEnvelope(AdvertiserBillingSchema.nullable());
export type StaffAdvertiserBillingResponse = z.infer<typeof staffAdvertiserBillingResponseSchema>;
