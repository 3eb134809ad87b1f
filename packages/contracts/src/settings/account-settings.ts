import { z } from 'zod';
import { MessengerSchema } from '../auth';
import {
  companySchema,
  countryCodeSchema,
  dataEnvelope,
  optionalHttpUrlSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  timezoneSchema,
} from '../common';
import { PartnerKindSchema } from '../partners';
import { optionalText } from '../values';

/** A partner's own `setting/account`: their profile and contact details (the e-mail signs them in: shown, not edited). */
export const AccountProfileSchema = z.object({
  kind: PartnerKindSchema,
  email: z.string(),
  name: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string(),
  /** Publishers only. */
  messenger: MessengerSchema.nullable(),
  messengerHandle: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof AccountProfileSchema>;
export const accountProfileResponseSchema = dataEnvelope(AccountProfileSchema);
export type AccountProfileResponse = z.infer<typeof accountProfileResponseSchema>;

export const updateAccountProfileBodySchema = z.object({
  name: personNameSchema,
  company: companySchema.min(1, 'Enter the company name'),
  phone: phoneSchema.optional(),
  website: optionalHttpUrlSchema,
  country: countryCodeSchema.optional(),
  timezone: timezoneSchema,
  messenger: MessengerSchema.optional(),
  messengerHandle: optionalText(100),
});
export type UpdateAccountProfileBody = z.infer<typeof updateAccountProfileBodySchema>;

/** A new password needs the current one; every other session of the account ends. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(200),
    password: passwordSchema,
    passwordConfirmation: z.string(),
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'Passwords do not match',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
