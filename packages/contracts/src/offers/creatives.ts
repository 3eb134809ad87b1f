import { z } from 'zod';
import { dataEnvelope, formBoolean, listQuerySchema, pagedResponse } from '../common';
import { fileSchema, optionalText, requiredText, StoredFileSchema } from '../values';
import { CREATIVE_STATUSES, CREATIVE_TYPES } from './offer-constants';

export const CREATIVE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const CreativeTypeSchema = z.enum(CREATIVE_TYPES, { error: 'Choose a creative type' });

/**
 * A creative of an offer. Banner: an image file (size read from the file). Text link: the link
 * text. HTML: markup publishers paste into their pages. E-mail: subject, sender name and body.
 * The form carries every type's fields; only the chosen type's are kept. On edit a banner may
 * keep its file (no new `file`).
 */
export const creativeBodySchema = z
  .object({
    offerId: z.uuid({ error: 'Choose the offer' }),
    name: requiredText(120, 'Enter the creative name'),
    type: CreativeTypeSchema,
    status: z.enum(CREATIVE_STATUSES, { error: 'Choose a status' }).default('active'),
    /** Publishers can see and download it on the offer. */
    downloadable: formBoolean.default(true),
    landingPageId: z.uuid().optional(),
    file: fileSchema(CREATIVE_UPLOAD_MAX_BYTES).optional(),
    linkText: optionalText(300),
    html: optionalText(100_000),
    emailSubject: optionalText(200),
    emailFromName: optionalText(120),
    emailBody: optionalText(100_000),
  })
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body, message: string) => {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (body.type === 'text_link') need('linkText', 'Enter the link text');
    if (body.type === 'html') need('html', 'Enter the HTML');
    if (body.type === 'email') {
      need('emailSubject', 'Enter the subject line');
      need('emailBody', 'Enter the e-mail body');
    }
  });
export type CreativeBody = z.input<typeof creativeBodySchema>;
export type CreativeInput = z.output<typeof creativeBodySchema>;

export const CreativeSchema = z.object({
  id: z.uuid(),
  offer: z.object({ id: z.uuid(), ref: z.number().int(), name: z.string() }),
  name: z.string(),
  type: CreativeTypeSchema,
  status: z.enum(CREATIVE_STATUSES),
  downloadable: z.boolean(),
  landingPage: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  file: StoredFileSchema.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  linkText: z.string().nullable(),
  html: z.string().nullable(),
  emailSubject: z.string().nullable(),
  emailFromName: z.string().nullable(),
  emailBody: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Creative = z.infer<typeof CreativeSchema>;
export const getCreativeResponseSchema = dataEnvelope(CreativeSchema);

export const CREATIVE_SORTS = ['name', 'type', 'status', 'offer', 'createdAt'] as const;
export const listCreativesQuerySchema = listQuerySchema.extend({
  sort: z.enum(CREATIVE_SORTS).default('createdAt'),
  offerId: z.uuid().optional(),
  type: CreativeTypeSchema.optional(),
  status: z.enum(CREATIVE_STATUSES).optional(),
});
export type ListCreativesQuery = z.input<typeof listCreativesQuerySchema>;
export const listCreativesResponseSchema = pagedResponse(CreativeSchema);
export type ListCreativesResponse = z.infer<typeof listCreativesResponseSchema>;
