import { z } from 'zod';
import { countryCodeSchema, dataEnvelope, formBoolean } from '../common';
import { LANGUAGE_CODES } from '../languages';
import { BROWSERS, DEVICE_TYPES, OPERATING_SYSTEMS } from '../offers/offer-constants';
import { localDateTimeSchema } from '../values';
import { visitorNetworkSchema } from './networks';
import { CLICK_REASON_CODES } from './reasons';

/** The click checks in the order the engine runs them (docs/tracking.md "Checks, in this order"). */
export const CLICK_CHECKS = [
  'offer_status',
  'publisher',
  'schedule',
  'targeting',
  'traffic_filters',
  'duplicate',
  'caps',
] as const;
export type ClickCheck = (typeof CLICK_CHECKS)[number];
export const CLICK_CHECK_LABELS: Record<ClickCheck, string> = {
  offer_status: 'Offer status',
  publisher: 'Publisher and access',
  schedule: 'Schedule and day parting',
  targeting: 'Targeting',
  traffic_filters: 'Traffic filters',
  duplicate: 'Duplicate click',
  caps: 'Caps',
};

/** A form's empty input means "not stated". */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const trackedValue = optional(z.string().trim().max(255, 'At most 255 characters'));

/**
 * "What would this click do?": a click described by its facts. Country, when left out, comes
 * from the IP address as on a real click; the time is a wall-clock time in the offer's zone (now
 * when left out).
 */
export const clickPreviewRequestSchema = z.object({
  publisherId: z.uuid({ error: 'Choose a publisher' }),
  country: optional(countryCodeSchema),
  device: z.enum(DEVICE_TYPES, { error: 'Choose a device type' }).default('desktop'),
  os: z.enum(OPERATING_SYSTEMS, { error: 'Choose an operating system' }).default('windows'),
  browser: z.enum(BROWSERS, { error: 'Choose a browser' }).default('chrome'),
  language: optional(z.enum(LANGUAGE_CODES, { error: 'Choose a language' })),
  ip: optional(z.union([z.ipv4(), z.ipv6()], { error: 'Enter an IPv4 or IPv6 address' })),
  at: optional(localDateTimeSchema),
  proxy: formBoolean.default(false),
  repeatVisit: formBoolean.default(false),
  sub1: trackedValue,
  sub2: trackedValue,
  sub3: trackedValue,
  sub4: trackedValue,
  sub5: trackedValue,
  source: trackedValue,
  lp: optional(z.uuid({ error: 'Choose a landing page' })),
  url: optional(z.string().trim().max(2048, 'A URL is at most 2048 characters')),
});
export type ClickPreviewRequestInput = z.input<typeof clickPreviewRequestSchema>;
export type ClickPreviewRequest = z.output<typeof clickPreviewRequestSchema>;

const reasonSchema = z.enum(CLICK_REASON_CODES as [string, ...string[]]);

export const clickVerdictSchema = z.object({
  check: z.enum(CLICK_CHECKS),
  /** null: this check passes. */
  reason: reasonSchema.nullable(),
});
export type ClickVerdict = z.output<typeof clickVerdictSchema>;

/** One step of the click's path: the offer it reached and what happened there. */
export const clickPreviewStepSchema = z.object({
  offer: z.object({ id: z.uuid(), ref: z.number().int(), name: z.string() }),
  verdicts: z.array(clickVerdictSchema),
  /** The first failing check's reason; null when the offer takes the click. */
  reason: reasonSchema.nullable(),
  /** What the duplicate rule did with a repeat visit the offer allows. */
  duplicate: z.boolean(),
  landingPage: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The fallback entry taken from this offer, if it failed. */
  fallback: z
    .object({ kind: z.enum(['url', 'offer']), position: z.number().int(), target: z.string() })
    .nullable(),
});
export type ClickPreviewStep = z.output<typeof clickPreviewStepSchema>;

export const clickPreviewSchema = z.object({
  visitor: z.object({
    country: z.string().nullable(),
    device: z.string(),
    os: z.string(),
    browser: z.string(),
    languages: z.array(z.string()),
    /** The address's network; null for an address no network announces (or none given). */
    network: visitorNetworkSchema.nullable(),
  }),
  /** The offer, then each fallback offer the click was sent on to. */
  steps: z.array(clickPreviewStepSchema),
  outcome: z.enum(['valid', 'fallback', 'rejected']),
  /** Where the visitor is sent; null for a refused click (the plain 404 page). */
  finalUrl: z.string().nullable(),
});
export type ClickPreview = z.output<typeof clickPreviewSchema>;
export const clickPreviewResponseSchema = dataEnvelope(clickPreviewSchema);
