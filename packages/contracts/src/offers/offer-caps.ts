import { z } from 'zod';
import { formArray, formBoolean, timezoneSchema } from '../common';
import { formInteger, MONEY_PATTERN, normalizeMoney } from '../values';
import {
  CAP_ACTIONS,
  CAP_ACTIONS_BY_METRIC,
  CAP_METRICS,
  CAP_PERIODS,
  CAP_SCOPES,
  MONEY_CAP_METRICS,
} from './offer-constants';
import { eventKeySchema } from './offer-payouts';

export const OFFER_CAPS_MAX = 20;
const COUNT_LIMIT_MAX = 1_000_000_000;

/**
 * One cap: a limit on a metric over a period (counted in `timezone`), for the whole offer, for
 * each publisher on its own, or for one publisher; conversion caps may count one event only.
 * `limit` is a whole number for clicks and conversions and an amount for payout and revenue.
 */
export const offerCapInputSchema = z
  .object({
    id: z.uuid().optional(),
    metric: z.enum(CAP_METRICS, { error: 'Choose what to count' }),
    period: z.enum(CAP_PERIODS, { error: 'Choose a period' }),
    timezone: timezoneSchema.default('UTC'),
    scope: z.enum(CAP_SCOPES, { error: 'Choose who the cap counts' }).default('offer'),
    publisherId: z.uuid({ error: 'Choose a publisher' }).optional(),
    eventKey: eventKeySchema.optional(),
    limit: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z.string({ error: 'Enter the limit' }).trim().min(1, 'Enter the limit'),
    ),
    action: z.enum(CAP_ACTIONS, { error: 'Choose what happens at the cap' }),
    /** Warn staff when this share of the limit is used. */
    alertPercent: formInteger(1, 99, 'a percentage from 1 to 99').optional(),
    /** Publishers see this cap on the offer (its limit and period). */
    visibleToPublishers: formBoolean.default(false),
  })
  .superRefine((cap, ctx) => {
    const isMoney = MONEY_CAP_METRICS.includes(cap.metric);
    if (isMoney ? !MONEY_PATTERN.test(cap.limit) || Number(cap.limit) <= 0 : !/^\d{1,10}$/.test(cap.limit)) {
      ctx.addIssue({
        code: 'custom',
        path: ['limit'],
        message: isMoney ? 'Enter an amount above 0, such as 500.00' : 'Enter a whole number of at least 1',
      });
    } else if (!isMoney && (Number(cap.limit) < 1 || Number(cap.limit) > COUNT_LIMIT_MAX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['limit'],
        message: 'Enter a whole number from 1 to 1,000,000,000',
      });
    }
    if (!CAP_ACTIONS_BY_METRIC[cap.metric].includes(cap.action)) {
      ctx.addIssue({
        code: 'custom',
        path: ['action'],
        message: 'A click cap can only send clicks to the fallback or pause the offer',
      });
    }
    if (cap.scope === 'publisher' && !cap.publisherId) {
      ctx.addIssue({
        code: 'custom',
        path: ['publisherId'],
        message: 'Choose the publisher this cap is for',
      });
    }
    if (cap.metric === 'clicks' && cap.eventKey) {
      ctx.addIssue({
        code: 'custom',
        path: ['eventKey'],
        message: 'Click caps count every click, not an event',
      });
    }
  })
  .transform((cap) => ({
    ...cap,
    limit: MONEY_CAP_METRICS.includes(cap.metric) ? normalizeMoney(cap.limit) : String(Number(cap.limit)),
    publisherId: cap.scope === 'publisher' ? cap.publisherId : undefined,
  }));
export type OfferCapInput = z.input<typeof offerCapInputSchema>;

export const offerCapsFields = {
  caps: formArray(offerCapInputSchema).refine(
    (caps) => caps.length <= OFFER_CAPS_MAX,
    `At most ${OFFER_CAPS_MAX} caps`,
  ),
};

export const offerCapsSectionSchema = z.object(offerCapsFields);
export type OfferCapsSection = z.output<typeof offerCapsSectionSchema>;
