import { z } from 'zod';
import { dataEnvelope } from '../common';
import { BROWSERS, DEVICE_TYPES, OPERATING_SYSTEMS } from '../offers/offer-constants';
import { eventKeySchema } from '../offers/offer-payouts';
import { moneySchema } from '../values';
import { CLICK_REASON_CODES } from './reasons';

/*
 * The offer's "Test conversion" (integration tab): a real test click through the click engine,
 * then a real conversion through the intake, flagged test (no caps, no money), which queues the
 * publisher's postbacks as test deliveries. The answer says what each step did.
 */

/**
 * The visitor a test click plays: an ordinary desktop browser, whatever the staff member runs the
 * test from (an automated browser's agent reads as a bot and would be refused), at the staff
 * member's own address. Its country is theirs, so the offer's country targeting still applies.
 */
export const TEST_CLICK_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

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
    /** Who the click came from, as the click checks read the visitor. */
    visitor: z.object({
      ip: z.string(),
      country: z.string().nullable(),
      device: z.enum(DEVICE_TYPES),
      os: z.enum(OPERATING_SYSTEMS),
      browser: z.enum(BROWSERS),
    }),
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
