import { describe, expect, test } from 'vitest';
import { createOfferBodySchema } from './offer';
import { offerCapInputSchema } from './offer-caps';
import { offerPayoutsSectionSchema } from './offer-payouts';
import { offerTargetingSchema } from './offer-targeting';

const general = {
  name: 'Summer Sale',
  advertiserId: '0b7a7d38-2d0e-4a55-b0a4-3c1a4e1f9a01',
  destinationUrl: 'https://shop.example/?cid={click_id}',
};
const publisherId = '5f1f5a8e-4b7e-4e47-9d8f-1c2b3a4d5e6f';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('a new offer', () => {
  test('with only the general fields gets one base event and the defaults', () => {
    const offer = createOfferBodySchema.parse(general);
    expect(offer.events).toEqual([
      { key: 'conversion', name: 'Conversion', isBase: true, allowDuplicates: false, isPrivate: false },
    ]);
    expect(offer.status).toBe('draft');
    expect(offer.visibility).toBe('approval');
    expect(offer.targeting.country).toEqual({ include: [], exclude: [] });
    expect(offer.caps).toEqual([]);
  });

  test('form data arrives as strings and single values', () => {
    const offer = createOfferBodySchema.parse({
      ...general,
      requireHttps: '1',
      tags: 'summer',
      events: [{ key: 'sale', name: 'Sale', isBase: '1' }],
      payouts: [{ eventKey: 'sale', payoutType: 'cps', payoutPercent: '7.5', revenueAmount: '3' }],
    });
    expect(offer.requireHttps).toBe(true);
    expect(offer.tags).toEqual(['summer']);
    expect(offer.payouts[0]).toMatchObject({
      payoutPercent: '7.50',
      revenueType: 'cpa',
      revenueAmount: '3.00',
    });
  });

  test('references to events that do not exist are field errors', () => {
    const result = createOfferBodySchema.safeParse({
      ...general,
      payouts: [{ eventKey: 'deposit', payoutAmount: '1', revenueAmount: '2' }],
      caps: [{ metric: 'conversions', period: 'day', limit: '10', action: 'reject', eventKey: 'nope' }],
    });
    expect(issuesOf(result)).toEqual([
      'payouts.0.eventKey: The offer has no event "deposit"',
      'caps.0.eventKey: The offer has no event "nope"',
    ]);
  });

  test('CPC belongs to the base event only', () => {
    const result = createOfferBodySchema.safeParse({
      ...general,
      events: [
        { key: 'conversion', name: 'Conversion', isBase: true },
        { key: 'deposit', name: 'Deposit' },
      ],
      payouts: [{ eventKey: 'deposit', payoutType: 'cpc', payoutAmount: '0.10', revenueAmount: '1' }],
    });
    expect(issuesOf(result)).toEqual([
      'payouts.0.payoutType: CPC pays per click, so only the base event can use it',
    ]);
  });

  test('exactly one base event, unique keys, and a public base', () => {
    const result = createOfferBodySchema.safeParse({
      ...general,
      events: [
        { key: 'sale', name: 'Sale', isBase: true, isPrivate: true },
        { key: 'sale', name: 'Sale again', isBase: true },
      ],
    });
    expect(issuesOf(result)).toEqual([
      'events: Mark exactly one event as the base event',
      'events.0.isPrivate: The base event is what publishers run; it cannot be private',
      'events.1.key: Each event needs its own key',
    ]);
  });

  test('an unknown macro in the destination is a field error', () => {
    const result = createOfferBodySchema.safeParse({
      ...general,
      destinationUrl: 'https://x.example/?c={clickid}',
    });
    expect(issuesOf(result)[0]).toMatch(/^destinationUrl: Unknown macro \{clickid\}/);
  });
});

describe('payouts', () => {
  test('each type asks for its own parts', () => {
    const result = offerPayoutsSectionSchema.safeParse({
      payouts: [{ eventKey: 'conversion', payoutType: 'cpa_cps', payoutAmount: '1', revenueType: 'cps' }],
    });
    expect(issuesOf(result)).toEqual([
      'payouts.0.payoutPercent: Enter a percentage',
      'payouts.0.revenuePercent: Enter a percentage',
    ]);
  });

  test('overlapping overrides for the same publisher, event and country are refused', () => {
    const override = { eventKey: 'conversion', publisherId, payoutAmount: '2' };
    const result = offerPayoutsSectionSchema.safeParse({
      payouts: [],
      overrides: [
        { ...override, startsAt: '2026-01-01T00:00', endsAt: '2026-02-01T00:00' },
        { ...override, startsAt: '2026-01-15T00:00' },
        { ...override, country: 'DE' },
        { ...override, startsAt: '2026-02-01T00:00', endsAt: '2026-03-01T00:00' },
      ],
    });
    expect(issuesOf(result)).toEqual([
      'overrides.1.startsAt: Overlaps override 1 for the same publisher, event and country',
      'overrides.3.startsAt: Overlaps override 2 for the same publisher, event and country',
    ]);
  });
});

describe('caps', () => {
  test('limits are whole numbers for counts and amounts for money', () => {
    expect(
      offerCapInputSchema.parse({ metric: 'clicks', period: 'day', limit: '1000', action: 'fallback' }).limit,
    ).toBe('1000');
    expect(
      offerCapInputSchema.parse({ metric: 'payout', period: 'month', limit: '500', action: 'pause' }).limit,
    ).toBe('500.00');
    expect(
      issuesOf(
        offerCapInputSchema.safeParse({
          metric: 'conversions',
          period: 'day',
          limit: '2.5',
          action: 'reject',
        }),
      ),
    ).toEqual(['limit: Enter a whole number of at least 1']);
  });

  test('a click cap cannot hold back conversions, and a one-publisher cap names its publisher', () => {
    const result = offerCapInputSchema.safeParse({
      metric: 'clicks',
      period: 'day',
      limit: '10',
      action: 'pending',
      scope: 'publisher',
    });
    expect(issuesOf(result)).toEqual([
      'action: A click cap can only send clicks to the fallback or pause the offer',
      'publisherId: Choose the publisher this cap is for',
    ]);
  });
});

test('targeting refuses values of the wrong kind, and a value both included and excluded', () => {
  const result = offerTargetingSchema.safeParse({
    country: { include: ['DE', 'FR'], exclude: ['fr'] },
    os: { include: ['beos'] },
    ip: { exclude: ['10.0.0.0/8', 'not-an-ip'] },
  });
  expect(issuesOf(result)).toEqual([
    'country.exclude.0: FR is both included and excluded',
    'os.include.0: Choose an operating system',
    'ip.exclude.1: Enter an IP address or CIDR range',
  ]);
});
