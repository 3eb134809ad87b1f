import { z } from 'zod';
import { countryCodeSchema, formArray, formBoolean } from '../common';
import { COUNTRY_CODES } from '../countries';
import { LANGUAGE_CODES } from '../languages';
import { ipOrCidrSchema } from '../network';
import { formInteger, regionCodeSchema } from '../values';
import {
  BROWSERS,
  CONNECTION_TYPES,
  DEVICE_TYPES,
  DUPLICATE_CLICK_ACTIONS,
  OPERATING_SYSTEMS,
  TARGETING_MISMATCH_ACTIONS,
  type TargetingDimension,
} from './offer-constants';

const TARGETING_VALUES_MAX = 500;

const VALUE_SCHEMAS = {
  country: countryCodeSchema,
  region: regionCodeSchema,
  device: z.enum(DEVICE_TYPES, { error: 'Choose a device type' }),
  os: z.enum(OPERATING_SYSTEMS, { error: 'Choose an operating system' }),
  browser: z.enum(BROWSERS, { error: 'Choose a browser' }),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(LANGUAGE_CODES, { error: 'Choose a language' })),
  ip: ipOrCidrSchema,
  connection: z.enum(CONNECTION_TYPES, { error: 'Choose a connection type' }),
} satisfies Record<TargetingDimension, z.ZodType>;

/**
 * One dimension's rule: with an include list only matching clicks pass; the exclude list turns
 * matching clicks away. Both empty = no rule.
 */
function ruleSchema<T extends z.ZodType<string>>(value: T) {
  const list = formArray(value).refine(
    (values) => values.length <= TARGETING_VALUES_MAX,
    `At most ${TARGETING_VALUES_MAX} values`,
  );
  return z
    .object({ include: list, exclude: list })
    .default({ include: [], exclude: [] })
    .superRefine((rule, ctx) => {
      const included = new Set<string>(rule.include);
      rule.exclude.forEach((item, index) => {
        if (included.has(item)) {
          ctx.addIssue({
            code: 'custom',
            path: ['exclude', index],
            message: `${item} is both included and excluded`,
          });
        }
      });
    });
}

/** The targeting tab: include/exclude rules per dimension and what a mismatching click gets. */
export const offerTargetingSchema = z.object({
  country: ruleSchema(VALUE_SCHEMAS.country),
  region: ruleSchema(VALUE_SCHEMAS.region),
  device: ruleSchema(VALUE_SCHEMAS.device),
  os: ruleSchema(VALUE_SCHEMAS.os),
  browser: ruleSchema(VALUE_SCHEMAS.browser),
  language: ruleSchema(VALUE_SCHEMAS.language),
  ip: ruleSchema(VALUE_SCHEMAS.ip),
  connection: ruleSchema(VALUE_SCHEMAS.connection),
  /** Turn away clicks through proxies that name themselves in the request (docs/tracking.md). */
  blockProxies: formBoolean.default(false),
  mismatchAction: z.enum(TARGETING_MISMATCH_ACTIONS, { error: 'Choose what happens' }).default('fallback'),
});
export type OfferTargetingInput = z.input<typeof offerTargetingSchema>;
export type OfferTargeting = z.output<typeof offerTargetingSchema>;

/**
 * The stored targeting as answers carry it. Answers are serialised by encoding through their
 * schema, which a form-reading schema (preprocess, defaults) cannot do; this one has the same type.
 */
const ruleOut = <T extends z.ZodType<string>>(value: T) =>
  z.object({ include: z.array(value), exclude: z.array(value) });
export const OfferTargetingSchema = z.object({
  country: ruleOut(z.enum(COUNTRY_CODES)),
  region: ruleOut(z.string()),
  device: ruleOut(z.enum(DEVICE_TYPES)),
  os: ruleOut(z.enum(OPERATING_SYSTEMS)),
  browser: ruleOut(z.enum(BROWSERS)),
  language: ruleOut(z.enum(LANGUAGE_CODES)),
  ip: ruleOut(z.string()),
  connection: ruleOut(z.enum(CONNECTION_TYPES)),
  blockProxies: z.boolean(),
  mismatchAction: z.enum(TARGETING_MISMATCH_ACTIONS),
}) satisfies z.ZodType<OfferTargeting>;

export const BLOCKED_IPS_MAX = 500;
export const DUPLICATE_WINDOW_HOURS_MAX = 720;

/** Traffic filters: checked on every click after targeting (docs/offers.md "Traffic filters"). */
export const offerTrafficFilterFields = {
  /** Turn away clicks whose user agent is a known bot or crawler. */
  blockBots: formBoolean.default(true),
  blockedIps: formArray(ipOrCidrSchema).refine(
    (list) => list.length <= BLOCKED_IPS_MAX,
    `At most ${BLOCKED_IPS_MAX} addresses or ranges`,
  ),
  duplicateClickAction: z
    .enum(DUPLICATE_CLICK_ACTIONS, { error: 'Choose what a duplicate click gets' })
    .default('allow'),
  duplicateClickWindowHours: formInteger(1, DUPLICATE_WINDOW_HOURS_MAX, 'hours from 1 to 720').default(24),
};

export const offerTargetingFields = {
  targeting: offerTargetingSchema.default(() => offerTargetingSchema.parse({})),
  ...offerTrafficFilterFields,
};

export const offerTargetingSectionSchema = z.object(offerTargetingFields);
export type OfferTargetingSection = z.output<typeof offerTargetingSectionSchema>;
