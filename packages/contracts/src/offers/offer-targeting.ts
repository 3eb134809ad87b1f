import { z } from 'zod';
import { countryCodeSchema, formArray, formBoolean } from '../common';
import { LANGUAGE_CODES } from '../languages';
import { ipOrCidrSchema } from '../network';
import { regionCodeSchema } from '../values';
import {
  BROWSERS,
  CONNECTION_TYPES,
  DEVICE_TYPES,
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
  /** Turn away clicks from known proxies, VPNs, Tor exits and data centres. */
  blockProxies: formBoolean.default(false),
  mismatchAction: z.enum(TARGETING_MISMATCH_ACTIONS, { error: 'Choose what happens' }).default('fallback'),
});
export type OfferTargetingInput = z.input<typeof offerTargetingSchema>;
export type OfferTargeting = z.output<typeof offerTargetingSchema>;

export const offerTargetingFields = {
  targeting: offerTargetingSchema.default(() => offerTargetingSchema.parse({})),
};

export const offerTargetingSectionSchema = z.object(offerTargetingFields);
export type OfferTargetingSection = z.output<typeof offerTargetingSectionSchema>;

const TargetingRuleSchema = z.object({ include: z.array(z.string()), exclude: z.array(z.string()) });

/**
 * Targeting as answers carry it. Response schemas may hold no transforms (the server's serializer
 * encodes through them, and form decoding cannot run backwards), so this plain shape, not
 * `offerTargetingSchema`, describes stored targeting.
 */
export const OfferTargetingSchema = z.object({
  country: TargetingRuleSchema,
  region: TargetingRuleSchema,
  device: TargetingRuleSchema,
  os: TargetingRuleSchema,
  browser: TargetingRuleSchema,
  language: TargetingRuleSchema,
  ip: TargetingRuleSchema,
  connection: TargetingRuleSchema,
  blockProxies: z.boolean(),
  mismatchAction: z.enum(TARGETING_MISMATCH_ACTIONS),
});
