import { describe, expect, test } from 'vitest';
import type { OfferEvent, OfferLandingPage, OfferPayout } from './offer';
import { canGoLive, checkOfferReadiness, type OfferReadinessInput } from './offer-readiness';

const NOW = new Date('2026-06-01T12:00:00Z');
const BASE: OfferEvent = {
  id: '00000000-0000-4000-8000-000000000001',
  key: 'conversion',
  name: 'Conversion',
  isBase: true,
  allowDuplicates: false,
  isPrivate: false,
  defaultStatus: null,
};

function price(event: OfferEvent, payoutAmount: string | null, revenueAmount: string | null): OfferPayout {
  return {
    eventId: event.id,
    eventKey: event.key,
    payoutType: 'cpa',
    payoutAmount,
    payoutPercent: null,
    revenueType: 'cpa',
    revenueAmount,
    revenuePercent: null,
  };
}

/** An offer ready to go live: destination, priced base event, a creative and a fallback. */
function readyOffer(overrides: Partial<OfferReadinessInput> = {}): OfferReadinessInput {
  return {
    destinationUrl: 'https://shop.example/?cid={click_id}',
    landingPages: [],
    events: [BASE],
    payouts: [price(BASE, '2.00', '3.00')],
    visibility: 'public',
    accessCounts: { approved: 0, pending: 0, rejected: 0, blocked: 0 },
    timezone: 'Europe/Berlin',
    liveFrom: null,
    liveUntil: null,
    creativeCount: 1,
    fallbacks: [
      {
        id: '00000000-0000-4000-8000-0000000000f1',
        kind: 'url',
        url: 'https://x.example/',
        offerId: null,
        offer: null,
        weight: 1,
        reasons: [],
      },
    ],
    ...overrides,
  };
}

const codesOf = (offer: OfferReadinessInput) => checkOfferReadiness(offer, NOW).map((issue) => issue.code);

test('a complete offer has nothing missing and may go live', () => {
  const issues = checkOfferReadiness(readyOffer(), NOW);
  expect(issues).toEqual([]);
  expect(canGoLive(issues)).toBe(true);
});

describe('blockers', () => {
  test('a base event that pays publishers nothing, in any part it uses', () => {
    const zero = readyOffer({ payouts: [price(BASE, '0.00', '3.00')] });
    expect(codesOf(zero)).toEqual(['base-payout-zero']);
    expect(canGoLive(checkOfferReadiness(zero, NOW))).toBe(false);
    const percent = { ...price(BASE, null, '3.00'), payoutType: 'cps' as const, payoutPercent: '5.00' };
    expect(codesOf(readyOffer({ payouts: [percent] }))).toEqual([]);
    expect(codesOf(readyOffer({ payouts: [] }))).toEqual(['base-payout-zero', 'base-revenue-zero']);
  });

  test('no destination and no page to rotate to', () => {
    const issues = checkOfferReadiness(readyOffer({ destinationUrl: ' ' }), NOW);
    expect(issues[0]).toMatchObject({ code: 'no-destination', level: 'blocker', section: 'general' });
  });

  test('a live window that already ended, read in the offer’s time zone', () => {
    // 14:00 in Berlin (summer) is 12:00 UTC: ended exactly now.
    expect(codesOf(readyOffer({ liveUntil: '2026-06-01T14:00' }))).toEqual(['live-window-ended']);
    expect(codesOf(readyOffer({ liveUntil: '2026-06-01T14:01' }))).toEqual([]);
  });

  test('blockers come before warnings', () => {
    const levels = checkOfferReadiness(
      readyOffer({ payouts: [price(BASE, '0', '0')], creativeCount: 0 }),
      NOW,
    ).map((issue) => issue.level);
    expect(levels).toEqual(['blocker', 'warning', 'warning']);
  });
});

describe('warnings (it can go live)', () => {
  test('the advertiser charged nothing; a further public event that pays nothing', () => {
    const deposit: OfferEvent = {
      ...BASE,
      id: '00000000-0000-4000-8000-000000000002',
      key: 'ftd',
      name: 'First deposit',
      isBase: false,
    };
    const secret = { ...deposit, id: '00000000-0000-4000-8000-000000000003', key: 'secret', isPrivate: true };
    const offer = readyOffer({
      events: [BASE, deposit, secret],
      payouts: [price(BASE, '2', '0'), price(deposit, '0', '5'), price(secret, null, null)],
    });
    const issues = checkOfferReadiness(offer, NOW);
    expect(issues.map((issue) => issue.message)).toEqual([
      'The advertiser is charged nothing for Conversion',
      'First deposit pays publishers nothing',
    ]);
    expect(canGoLive(issues)).toBe(true);
  });

  test('private with no approved publisher; no creatives; no fallback', () => {
    const offer = readyOffer({ visibility: 'private', creativeCount: 0, fallbacks: [] });
    expect(checkOfferReadiness(offer, NOW).map(({ code, section }) => [code, section])).toEqual([
      ['private-without-publishers', 'permission'],
      ['no-creatives', 'creatives'],
      ['no-fallback', 'fallback'],
    ]);
    const granted = { approved: 1, pending: 0, rejected: 0, blocked: 0 };
    expect(
      codesOf({ ...offer, accessCounts: granted, creativeCount: 2, fallbacks: readyOffer().fallbacks }),
    ).toEqual([]);
  });

  test('landing pages none of which rotates; a live window still ahead', () => {
    const page: OfferLandingPage = {
      id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Promo',
      url: 'https://shop.example/promo',
      previewUrl: null,
      status: 'active',
      weight: 0,
    };
    expect(codesOf(readyOffer({ landingPages: [page] }))).toEqual(['no-rotating-landing-page']);
    expect(codesOf(readyOffer({ landingPages: [{ ...page, weight: 10 }] }))).toEqual([]);
    expect(codesOf(readyOffer({ liveFrom: '2026-07-01T00:00' }))).toEqual(['live-window-ahead']);
  });
});
