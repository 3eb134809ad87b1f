import { z } from 'zod';
import { dataEnvelope } from '../common';
import { eventKeySchema } from '../offers/offer-payouts';
import { moneySchema } from '../values';
import { CLICK_REASON_CODES } from './reasons';

/*
 * The offer's "Test conversion" (integration tab): a real test click through the click engine,
 * then a real conversion through the intake, flagged test (no caps, no money), which queues the
 * publisher's postbacks as test deliveries. The answer says what each step did.
 */

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

export const testConversionRequestSchema = z.object({
  publisherId: z.uuid({ error: 'Choose a publisher' }),
  /** The event to convert; the offer's base event when left out. */
  eventKey: z.preprocess(blank, eventKeySchema.optional()),
  /** The sale amount, for events paid by a share of the sale. */
  amount: z.preprocess(blank, moneySchema.optional()),
});
export type TestConversionRequest = z.input<typeof testConversionRequestSchema>;
export type TestConversionBody = z.output<typeof testConversionRequestSchema>;

export const TestConversionSchema = z.object({
  click: z.object({
    id: z.string(),
    outcome: z.enum(['valid', 'fallback', 'rejected']),
    /** Why the offer did not take the click (the first failing check). */
    reason: z.enum(CLICK_REASON_CODES).nullable(),
    /** Where the visitor would land; null: the plain 404 page. */
    landingUrl: z.string().nullable(),
  }),
  /** Null when the click did not go to the offer (nothing to convert). */
  conversion: z
    .object({
      /** `accepted`, `repeat`, or the intake's reason code (CONVERSION_REASONS). */
      result: z.string(),
      id: z.uuid().nullable(),
      status: z.string().nullable(),
      payout: z.string().nullable(),
      revenue: z.string().nullable(),
      currency: z.string().nullable(),
    })
    .nullable(),
  /** The publisher postback calls the conversion queued (test deliveries). */
  postbacks: z.array(
    z.object({ id: z.uuid(), method: z.enum(['GET', 'POST']), url: z.string(), state: z.string() }),
  ),
});
export type TestConversion = z.infer<typeof TestConversionSchema>;
export const testConversionResponseSchema = dataEnvelope(TestConversionSchema);
export type TestConversionResponse = z.infer<typeof testConversionResponseSchema>;
