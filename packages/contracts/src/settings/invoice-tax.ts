import { z } from 'zod';
import { countryCodeSchema, dataEnvelope, formArray, formBoolean } from '../common';
import { formInteger, optionalText, percentSchema, requiredText } from '../values';

/**
 * setting/invoice-tax: the tax rates invoices add, how invoices are numbered, and the default
 * payment terms and footer printed on them. Invoices read all of it when they are made.
 */
export const TAX_APPLIES_TO = ['publishers', 'advertisers', 'countries'] as const;
export const TaxAppliesToSchema = z.enum(TAX_APPLIES_TO, { error: 'Choose who the rate applies to' });
export type TaxAppliesTo = z.infer<typeof TaxAppliesToSchema>;

export const TAX_APPLIES_TO_LABELS: Readonly<Record<TaxAppliesTo, string>> = {
  publishers: 'All publishers',
  advertisers: 'All advertisers',
  countries: 'Partners in these countries',
};

/**
 * What a rate does: a tax (VAT, sales tax) is added on the subtotal and dropped under the EU
 * reverse charge; a withholding (income tax the payer keeps back for the authorities) is taken
 * off it as a negative line, and is owed whatever the reverse charge.
 */
export const TAX_RATE_KINDS = ['tax', 'withholding'] as const;
export const TaxRateKindSchema = z.enum(TAX_RATE_KINDS, {
  error: 'Choose whether the rate is added or withheld',
});
export type TaxRateKind = z.infer<typeof TaxRateKindSchema>;

export const TAX_RATE_KIND_LABELS: Readonly<Record<TaxRateKind, string>> = {
  tax: 'Added to the invoice',
  withholding: 'Withheld from the invoice',
};

export const taxRateBodySchema = z
  .object({
    name: requiredText(80, 'Enter the tax’s name'),
    percent: percentSchema,
    /** Left out, a tax (added), as every rate was before withholding. */
    kind: TaxRateKindSchema.default('tax'),
    appliesTo: TaxAppliesToSchema,
    /** Only for `countries`: the partners' countries the rate applies to. */
    countries: formArray(countryCodeSchema),
  })
  .superRefine((body, ctx) => {
    if (body.appliesTo === 'countries' && body.countries.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['countries'], message: 'Choose at least one country' });
    }
  })
  .transform((body) => ({
    ...body,
    countries: body.appliesTo === 'countries' ? [...new Set(body.countries)] : [],
  }));
export type TaxRateBody = z.infer<typeof taxRateBodySchema>;

export const TaxRateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  percent: z.string(),
  kind: TaxRateKindSchema,
  appliesTo: TaxAppliesToSchema,
  countries: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type TaxRate = z.infer<typeof TaxRateSchema>;
export const listTaxRatesResponseSchema = z.object({ data: z.array(TaxRateSchema) });
export type ListTaxRatesResponse = z.infer<typeof listTaxRatesResponseSchema>;
export const taxRateResponseSchema = dataEnvelope(TaxRateSchema);
export type TaxRateResponse = z.infer<typeof taxRateResponseSchema>;

export const INVOICE_NUMBER_MAX_PADDING = 10;

/** An invoice number as printed: the prefix, then the number padded with zeros ("INV-" 42 6 → "INV-000042"). */
export function formatInvoiceNumber(prefix: string, number: number, padding: number): string {
  return `${prefix}${String(number).padStart(padding, '0')}`;
}

export const invoiceSettingsBodySchema = z.object({
  numberPrefix: z
    .string()
    .trim()
    .max(20, 'At most 20 characters')
    .regex(/^[A-Za-z0-9\-_/.#]*$/, 'Letters, digits and - _ / . # only')
    .default(''),
  nextNumber: formInteger(1, 999_999_999, 'the next number'),
  numberPadding: formInteger(1, INVOICE_NUMBER_MAX_PADDING, 'the number of digits'),
  paymentTermsDays: formInteger(0, 365, 'a number of days'),
  footer: optionalText(1000),
  notes: optionalText(2000),
  /** Issue a publisher's invoices only once it has accepted self-billing; left out, off. */
  selfBillingRequired: formBoolean.default(false),
  /** Convert an invoice in another currency than the partner's to the partner's when issued; left out, off. */
  convertToPartnerCurrency: formBoolean.default(false),
});
export type InvoiceSettingsBody = z.infer<typeof invoiceSettingsBodySchema>;

export const InvoiceSettingsSchema = z.object({
  numberPrefix: z.string(),
  nextNumber: z.number().int(),
  numberPadding: z.number().int(),
  paymentTermsDays: z.number().int(),
  footer: z.string().nullable(),
  notes: z.string().nullable(),
  selfBillingRequired: z.boolean(),
  convertToPartnerCurrency: z.boolean(),
  /** The number the next invoice will get, as printed. */
  nextInvoiceNumber: z.string(),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettingsSchema>;
export const invoiceSettingsResponseSchema = dataEnvelope(InvoiceSettingsSchema);
export type InvoiceSettingsResponse = z.infer<typeof invoiceSettingsResponseSchema>;
