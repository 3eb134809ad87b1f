import { describe, expect, test } from 'vitest';
import { changeText } from './change-text';

const added = (path: string, after: unknown) => ({
  path,
  item: null,
  kind: 'added' as const,
  before: null,
  after,
});

describe('a change in words', () => {
  test('a field changed inside an item names the item; plain values read as themselves', () => {
    expect(
      changeText({
        path: 'payouts.payoutAmount',
        item: 'conversion',
        kind: 'changed',
        before: '4.50',
        after: '5.25',
      }),
    ).toBe('Payouts › payout amount (conversion): 4.50 → 5.25');
    expect(
      changeText({ path: 'dayPartingEnabled', item: null, kind: 'changed', before: false, after: true }),
    ).toBe('Day parting enabled: no → yes');
  });

  test('a payout reads as its event, country and amount or percent; a cap as what it counts and its limit', () => {
    const payout = {
      id: 'x',
      eventKey: 'conversion',
      country: 'US',
      payoutType: 'cpa',
      payoutAmount: '6.00',
      payoutPercent: null,
    };
    expect(changeText(added('yourPayouts', payout))).toBe('Your payouts: added conversion in US: 6.00');
    expect(
      changeText(
        added('yourPayouts', { ...payout, country: null, payoutAmount: null, payoutPercent: '7.50' }),
      ),
    ).toBe('Your payouts: added conversion: 7.50 %');
    const cap = { id: 'y', metric: 'conversions', period: 'day', eventKey: null, limit: '1000' };
    expect(changeText(added('caps', cap))).toBe('Caps: added conversions · day, limit 1000');
  });

  test('other records by name, key or company; one without any as its JSON, never as [object Object]', () => {
    expect(changeText(added('landingPages', { id: 'z', name: 'Spring' }))).toBe(
      'Landing pages: added Spring',
    );
    expect(changeText(added('thing', { id: 'z' }))).toBe('Thing: added {"id":"z"}');
  });
});
