import { expect, test } from 'vitest';
import { formatPercent, formatPrice, payoutOf } from './pricing';

test.each([
  [{ type: 'cpa', amount: '2.50', percent: null }, 'USD', '$2.50 CPA'],
  [{ type: 'cps', amount: null, percent: '7.50' }, 'USD', '7.5% CPS'],
  [{ type: 'cpa_cps', amount: '1.00', percent: '5.00' }, 'EUR', '€1.00 + 5% CPA + CPS'],
  [{ type: 'cpc', amount: '0.05', percent: null }, 'CHF', '0.05 CHF CPC'],
  [{ type: 'cpa', amount: null, percent: null }, 'USD', '$0.00 CPA'],
] as const)('%o in %s reads %s', (parts, currency, text) => {
  expect(formatPrice(parts, currency)).toBe(text);
});

test('percentages drop a zero fraction', () => {
  expect(formatPercent('10.00')).toBe('10%');
  expect(formatPercent('12.25')).toBe('12.25%');
});

test('payoutOf picks the payout columns', () => {
  expect(payoutOf({ payoutType: 'cps', payoutAmount: null, payoutPercent: '3.00' })).toEqual({
    type: 'cps',
    amount: null,
    percent: '3.00',
  });
});
