import { z } from 'zod';
import { listQuerySchema, pagedResponse } from '../common';

/** The admin's `setting/*` pages; each change to one is recorded under its area. */
export const SETTING_AREAS = [
  'general',
  'company',
  'domain',
  'publisher',
  'advertiser',
  'smtp',
  'system-email',
  'registration-form',
  'payment-method',
  'currency',
  'invoice-tax',
  'integration',
] as const;
export const SettingAreaSchema = z.enum(SETTING_AREAS);
export type SettingArea = z.infer<typeof SettingAreaSchema>;

/**
 * One field's change. Secrets are recorded as changed without their values: `before` and
 * `after` are then null and `secret` is true.
 */
export const SettingFieldChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  secret: z.boolean(),
});
export type SettingFieldChange = z.infer<typeof SettingFieldChangeSchema>;

/** Who changed what on a settings page, and when: the page's history. */
export const SettingChangeSchema = z.object({
  id: z.uuid(),
  area: SettingAreaSchema,
  at: z.iso.datetime(),
  /** Null when the user has since been deleted, or for changes made by the system. */
  actor: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  /** A short sentence: "Updated the company details", "Added the currency EUR". */
  summary: z.string(),
  changes: z.array(SettingFieldChangeSchema),
});
export type SettingChange = z.infer<typeof SettingChangeSchema>;

export const settingHistoryParamsSchema = z.object({ area: SettingAreaSchema });
/** A page's history: newest first, paged. */
export const settingHistoryQuerySchema = listQuerySchema.pick({ page: true, perPage: true });
export type SettingHistoryQuery = z.infer<typeof settingHistoryQuerySchema>;
export const settingHistoryResponseSchema = pagedResponse(SettingChangeSchema);
export type SettingHistoryResponse = z.infer<typeof settingHistoryResponseSchema>;
