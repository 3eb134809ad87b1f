import { describe, expect, test } from 'vitest';
import { type PayoutOverrideRow, resolvePayout } from './payout-resolution';

const EVENT = 'e1';
const PUBLISHER = 'p1';
const offerDefault = { payoutType: 'cpa' as const, payoutAmount: '5.00', payoutPercent: null };
const at = new Date('2026-06-15T12:00:00Z');

let sequence = 0;
function override(fields: Partial<PayoutOverrideRow>): PayoutOverrideRow {
  sequence += 1;
  return {
    id: `o${sequence}`,
    eventId: EVENT,
    publisherId: PUBLISHER,
    country: null,
    payoutType: 'cpa',
    payoutAmount: `${sequence}.00`,
    payoutPercent: null,
    startsAt: null,
    endsAt: null,
    createdAt: new Date(`2026-01-0${Math.min(sequence, 9)}T00:00:00Z`),
    ...fields,
  };
}

const ask = (country: string | null = 'DE', when = at) => ({
  eventId: EVENT,
  publisherId: PUBLISHER,
  country,
  at: when,
});

describe('resolvePayout', () => {
  test('without overrides the offer default applies', () => {
    expect(resolvePayout(offerDefault, [], ask())).toEqual({
      ...offerDefault,
      source: 'default',
      overrideId: null,
    });
  });

  test("another publisher's or another event's override never applies", () => {
    const rows = [override({ publisherId: 'p2' }), override({ eventId: 'e2' })];
    expect(resolvePayout(offerDefault, rows, ask()).source).toBe('default');
  });

  test('the publisher override wins over the default; the country one over the any-country one', () => {
    const anyCountry = override({ payoutAmount: '6.00' });
    const germany = override({ country: 'DE', payoutAmount: '7.00' });
    expect(resolvePayout(offerDefault, [anyCountry, germany], ask('DE'))).toMatchObject({
      payoutAmount: '7.00',
      source: 'override',
      overrideId: germany.id,
    });
    expect(resolvePayout(offerDefault, [anyCountry, germany], ask('FR')).overrideId).toBe(anyCountry.id);
    expect(resolvePayout(offerDefault, [anyCountry, germany], ask(null)).overrideId).toBe(anyCountry.id);
  });

  test('an override applies only between its start (inclusive) and its end (exclusive)', () => {
    const summer = override({
      startsAt: new Date('2026-06-01T00:00:00Z'),
      endsAt: new Date('2026-07-01T00:00:00Z'),
    });
    expect(resolvePayout(offerDefault, [summer], ask('DE', new Date('2026-06-01T00:00:00Z'))).source).toBe(
      'override',
    );
    expect(resolvePayout(offerDefault, [summer], ask('DE', new Date('2026-07-01T00:00:00Z'))).source).toBe(
      'default',
    );
    expect(resolvePayout(offerDefault, [summer], ask('DE', new Date('2026-05-31T23:59:59Z'))).source).toBe(
      'default',
    );
  });

  test('between two in force, the one that started later wins', () => {
    const always = override({});
    const promo = override({ startsAt: new Date('2026-06-10T00:00:00Z') });
    expect(resolvePayout(offerDefault, [promo, always], ask()).overrideId).toBe(promo.id);
  });
});
