import { z } from 'zod';
import { formArray, formBoolean } from '../common';
import { requiredText } from '../values';
import { ConversionStatusSchema } from './offer-general';

export const EVENT_KEY_PATTERN = /^[a-z0-9_]{1,32}$/;
export const OFFER_EVENTS_MAX = 50;
/** The event every new offer starts with; advertisers post it without naming an event. */
export const BASE_EVENT = { key: 'conversion', name: 'Conversion' } as const;

/**
 * One conversion event. The base event is what a plain postback records; additional events
 * (deposit, upsell, …) are posted with their key. `defaultStatus` absent = the offer's default.
 */
export const offerEventInputSchema = z.object({
  /** Present for an event that exists; absent for a new one. */
  id: z.uuid().optional(),
  key: z
    .string({ error: 'Enter a key' })
    .trim()
    .toLowerCase()
    .regex(EVENT_KEY_PATTERN, 'Use 1-32 lower-case letters, digits or underscores, e.g. first_deposit'),
  name: requiredText(80, 'Enter the event name'),
  isBase: formBoolean.default(false),
  allowDuplicates: formBoolean.default(false),
  /** Hidden from publishers: no payout shown, not in their reports. */
  isPrivate: formBoolean.default(false),
  defaultStatus: ConversionStatusSchema.optional(),
});
export type OfferEventInput = z.input<typeof offerEventInputSchema>;

/** Exactly one base event, unique keys, and the base event visible to publishers. */
export function checkEventList(
  events: ReadonlyArray<{ key: string; isBase: boolean; isPrivate: boolean }>,
  ctx: z.RefinementCtx,
  path: readonly (string | number)[] = ['events'],
): void {
  const bases = events.filter((event) => event.isBase).length;
  if (bases !== 1) {
    ctx.addIssue({ code: 'custom', path: [...path], message: 'Mark exactly one event as the base event' });
  }
  const seen = new Set<string>();
  events.forEach((event, index) => {
    if (seen.has(event.key)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'key'],
        message: 'Each event needs its own key',
      });
    }
    seen.add(event.key);
    if (event.isBase && event.isPrivate) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index, 'isPrivate'],
        message: 'The base event is what publishers run; it cannot be private',
      });
    }
  });
}

export const offerEventListSchema = formArray(offerEventInputSchema).refine(
  (events) => events.length <= OFFER_EVENTS_MAX,
  `At most ${OFFER_EVENTS_MAX} events`,
);

export const offerEventsFields = { events: offerEventListSchema };

/** The events tab. New events start with a zero payout and revenue; set them on the payouts tab. */
export const offerEventsSectionSchema = z
  .object(offerEventsFields)
  .superRefine((section, ctx) => checkEventList(section.events, ctx));
export type OfferEventsSection = z.output<typeof offerEventsSectionSchema>;
