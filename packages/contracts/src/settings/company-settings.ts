import { z } from 'zod';
import { countryCodeSchema, dataEnvelope } from '../common';
import { optionalText, requiredText } from '../values';

/** SWIFT/BIC: bank, country, location and optional branch (8 or 11 characters). */
const bicSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'Enter a SWIFT/BIC code such as DEUTDEFF');

/**
 * `setting/company`: the network's legal identity, printed on every invoice it issues (invoices
 * read it from `tenant_company`). The bank details are where partners pay the network.
 */
export const updateCompanySettingsBodySchema = z.object({
  legalName: requiredText(200, 'Enter the legal name'),
  addressLine1: requiredText(200, 'Enter the street address'),
  addressLine2: optionalText(200),
  city: requiredText(100, 'Enter the city'),
  postalCode: optionalText(20),
  region: optionalText(100),
  country: countryCodeSchema,
  /** VAT or other tax number. */
  taxNumber: optionalText(64),
  /** Company register number. */
  registrationNumber: optionalText(64),
  bankName: optionalText(120),
  bankAccountHolder: optionalText(160),
  /** IBAN or the local account number. */
  bankAccount: optionalText(64),
  bankBic: bicSchema.optional(),
});
export type UpdateCompanySettingsBody = z.infer<typeof updateCompanySettingsBodySchema>;

export const CompanySettingsSchema = z.object({
  legalName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postalCode: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string(),
  taxNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccountHolder: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankBic: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;
/** Null until the company details are first saved. */
export const companySettingsResponseSchema = dataEnvelope(CompanySettingsSchema.nullable());
export type CompanySettingsResponse = z.infer<typeof companySettingsResponseSchema>;
