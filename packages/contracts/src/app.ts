import { z } from 'zod';
import { TENANT_STATUSES } from './app-constants';
import { dataEnvelope } from './common';
import { UserRoleSchema } from './role-schemas';

export const TenantStatusSchema = z.enum(TENANT_STATUSES);

export const DemoAccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  role: UserRoleSchema,
  /** What the account is, where its role alone does not tell two apart ("Account Manager: …"). */
  description: z.string().optional(),
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

/** White-label configuration of the request's tenant: `GET /api/v1/app` (spec §7). */
export const AppConfigSchema = z.object({
  name: z.string(),
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  status: TenantStatusSchema,
  supportEmail: z.string().nullable(),
  brandColor: z.string().nullable(),
  defaultCurrency: z.string(),
  timezone: z.string(),
  registration: z.object({ publisher: z.boolean(), advertiser: z.boolean() }),
  /** Only in demo mode: the seeded accounts, listed on the login page. */
  demoAccounts: z.array(DemoAccountSchema).nullable(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

export const getAppResponseSchema = dataEnvelope(AppConfigSchema);
export type GetAppResponse = z.infer<typeof getAppResponseSchema>;
