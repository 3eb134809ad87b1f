import { z } from 'zod';
import { currencyCodeSchema, dataEnvelope, emailSchema, formBoolean, timezoneSchema } from '../common';
import { fileSchema, IMAGE_UPLOAD_MAX_BYTES, requiredText } from '../values';

/** A brand colour as the colour input gives it: `#1c7ed6`. */
export const brandColorSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Enter a colour such as #1c7ed6');

/** `setting/general`: how the network presents itself (the white-label config, `GET /app`). */
export const GeneralSettingsSchema = z.object({
  name: z.string(),
  /** Where the logo and favicon are served (`/api/v1/files/{id}`), null when none is set. */
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  brandColor: z.string().nullable(),
  defaultCurrency: z.string(),
  timezone: z.string(),
  supportEmail: z.string().nullable(),
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

/**
 * The whole page at once (a PUT): a left-out colour or e-mail clears it. The logo and favicon
 * arrive as files in the same form (spec §5); `removeLogo`/`removeFavicon` clear the current one.
 */
export const updateGeneralSettingsBodySchema = z.object({
  name: requiredText(120, 'Enter the network name'),
  brandColor: brandColorSchema.optional(),
  defaultCurrency: currencyCodeSchema,
  timezone: timezoneSchema,
  supportEmail: emailSchema.optional(),
  logo: fileSchema(IMAGE_UPLOAD_MAX_BYTES).optional(),
  removeLogo: formBoolean.default(false),
  favicon: fileSchema(IMAGE_UPLOAD_MAX_BYTES).optional(),
  removeFavicon: formBoolean.default(false),
});
export type UpdateGeneralSettingsBody = z.infer<typeof updateGeneralSettingsBodySchema>;
export const generalSettingsResponseSchema = dataEnvelope(GeneralSettingsSchema);
export type GeneralSettingsResponse = z.infer<typeof generalSettingsResponseSchema>;
