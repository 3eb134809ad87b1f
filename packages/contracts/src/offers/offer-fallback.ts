import { z } from 'zod';
import { formArray } from '../common';
import { formInteger } from '../values';
import { urlTemplateSchema } from './macros';
import { FALLBACK_KINDS, FALLBACK_REASONS, FALLBACK_STRATEGIES } from './offer-constants';

export const FALLBACKS_MAX = 20;

/**
 * Where a click goes when the offer cannot take it: a URL or another offer. `reasons` limits the
 * entry to some causes; none = every cause. Entries are tried in list order (priority) or split
 * by weight among those that apply.
 */
export const fallbackInputSchema = z
  .object({
    id: z.uuid().optional(),
    kind: z.enum(FALLBACK_KINDS, { error: 'Choose a URL or an offer' }),
    url: urlTemplateSchema.optional(),
    offerId: z.uuid({ error: 'Choose an offer' }).optional(),
    weight: formInteger(1, 100, 'a weight from 1 to 100').default(100),
    reasons: formArray(z.enum(FALLBACK_REASONS, { error: 'Choose a reason' })),
  })
  .superRefine((entry, ctx) => {
    if (entry.kind === 'url' && !entry.url)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'Enter a URL' });
    if (entry.kind === 'offer' && !entry.offerId) {
      ctx.addIssue({ code: 'custom', path: ['offerId'], message: 'Choose an offer' });
    }
  })
  .transform((entry) => ({
    ...entry,
    url: entry.kind === 'url' ? entry.url : undefined,
    offerId: entry.kind === 'offer' ? entry.offerId : undefined,
    reasons: [...new Set(entry.reasons)],
  }));
export type FallbackInput = z.input<typeof fallbackInputSchema>;
export type Fallback = z.output<typeof fallbackInputSchema>;

export const offerFallbackFields = {
  fallbackStrategy: z.enum(FALLBACK_STRATEGIES, { error: 'Choose how to pick an entry' }).default('priority'),
  fallbacks: formArray(fallbackInputSchema).refine(
    (entries) => entries.length <= FALLBACKS_MAX,
    `At most ${FALLBACKS_MAX} fallback entries`,
  ),
};

export const offerFallbackSectionSchema = z.object(offerFallbackFields);
export type OfferFallbackSection = z.output<typeof offerFallbackSectionSchema>;
