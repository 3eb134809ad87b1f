import { z } from 'zod';
import {
  companySchema,
  countryCodeSchema,
  dataEnvelope,
  emailSchema,
  formArray,
  formBoolean,
  httpUrlSchema,
  optionalHttpUrlSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
} from './common';
import { PermissionSchema } from './permissions';
import { AccountStatusSchema, UserRoleSchema } from './role-schemas';
import { registrationAnswersInputSchema } from './settings/registration-form';
import { DataScopeSchema } from './team';

/** The signed-in user as the client keeps it. `role.slug` is the role name (spec §3). */
export const SessionUserSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  email: z.string(),
  name: z.string(),
  status: AccountStatusSchema,
  role: z.object({ slug: UserRoleSchema, name: z.string() }),
  /** The custom role of an employee; null for the other roles. */
  employeeRole: z.object({ id: z.uuid(), name: z.string(), dataScope: DataScopeSchema }).nullable(),
  permissions: z.array(PermissionSchema),
  /** An advertiser's or publisher's number (their ID in the network, e.g. 1001); null for staff. */
  partnerRef: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(1024),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const SessionSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  user: SessionUserSchema,
});
export type Session = z.infer<typeof SessionSchema>;
export const loginResponseSchema = dataEnvelope(SessionSchema);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const getMeResponseSchema = dataEnvelope(SessionUserSchema);
export type GetMeResponse = z.infer<typeof getMeResponseSchema>;

export const MessageSchema = z.object({ message: z.string() });
export const messageResponseSchema = dataEnvelope(MessageSchema);
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** Same answer whether or not the address has an account, so nobody can probe for accounts. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that address, we have sent a link to reset its password.';

/** How long a reset link stays valid. */
export const RESET_TOKEN_TTL_MINUTES = 60;

const passwordPair = { password: passwordSchema, passwordConfirmation: z.string() };
function passwordsMatch(body: { password: string; passwordConfirmation: string }) {
  return body.password === body.passwordConfirmation;
}
const PASSWORD_MISMATCH = { path: ['passwordConfirmation'], message: 'Passwords do not match' };

export const resetPasswordBodySchema = z
  .object({ token: z.string().min(1, 'The reset link is incomplete').max(200), ...passwordPair })
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const TRAFFIC_SOURCES = [
  'social',
  'search',
  'email',
  'display',
  'native',
  'push',
  'content',
  'coupon',
  'cashback',
  'influencer',
  'mobile_app',
  'other',
] as const;
export const TrafficSourceSchema = z.enum(TRAFFIC_SOURCES, {
  error: 'Choose a traffic source from the list',
});
export type TrafficSource = z.infer<typeof TrafficSourceSchema>;

export const MESSENGERS = ['telegram', 'skype', 'whatsapp', 'teams', 'other'] as const;
export const MessengerSchema = z.enum(MESSENGERS, { error: 'Choose a messenger' });

const nameSchema = personNameSchema;
const mustAccept = formBoolean.refine((value) => value === true, 'You must accept the terms');

export const registerPublisherBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    company: companySchema.optional(),
    website: optionalHttpUrlSchema,
    country: countryCodeSchema,
    phone: phoneSchema.optional(),
    messenger: MessengerSchema.optional(),
    messengerHandle: z.string().trim().max(120).optional(),
    trafficSources: formArray(TrafficSourceSchema).refine(
      (sources) => sources.length > 0,
      'Choose at least one traffic source',
    ),
    /** Answers to the network's extra questions (setting/registration-form), by question id. */
    answers: registrationAnswersInputSchema,
    acceptTerms: mustAccept,
    ...passwordPair,
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type RegisterPublisherBody = z.infer<typeof registerPublisherBodySchema>;

export const registerAdvertiserBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    company: companySchema.min(1, 'Enter your company name'),
    website: httpUrlSchema,
    country: countryCodeSchema,
    phone: phoneSchema.optional(),
    answers: registrationAnswersInputSchema,
    acceptTerms: mustAccept,
    ...passwordPair,
  })
  .refine(passwordsMatch, PASSWORD_MISMATCH);
export type RegisterAdvertiserBody = z.infer<typeof registerAdvertiserBodySchema>;

export const RegistrationResultSchema = z.object({
  status: AccountStatusSchema,
  message: z.string(),
});
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;
export const registerResponseSchema = dataEnvelope(RegistrationResultSchema);
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
