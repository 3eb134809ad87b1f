import { expect, test } from 'vitest';
import { missingClickIdWarning, payoutAboveRevenueWarning } from './risky-input';

const cpa = (amount: string) => ({ type: 'cpa' as const, amount, percent: '' });
const cps = (percent: string) => ({ type: 'cps' as const, amount: '', percent });

test('a payout above its revenue is warned about, when the two compare', () => {
  expect(payoutAboveRevenueWarning(cpa('12'), cpa('8'), 'USD')).toBe(
    'This payout ($12.00) is above the revenue ($8.00): each conversion loses money.',
  );
  expect(payoutAboveRevenueWarning(cps('60'), cps('40'), 'USD')).toBe(
    'This payout (60%) is above the revenue (40%): each conversion loses money.',
  );
  // Equal, below, not typed yet, or a fixed amount against a share of the sale: nothing to say.
  expect(payoutAboveRevenueWarning(cpa('8'), cpa('8'), 'USD')).toBeNull();
  expect(payoutAboveRevenueWarning(cpa('5'), cpa('8'), 'USD')).toBeNull();
  expect(payoutAboveRevenueWarning(cpa(''), cpa('8'), 'USD')).toBeNull();
  expect(payoutAboveRevenueWarning(cpa('12'), cps('8'), 'USD')).toBeNull();
});

test('a URL without {click_id} is warned about; an empty one is not yet', () => {
  expect(missingClickIdWarning('https://shop.example/?c={click_id}')).toBeNull();
  expect(missingClickIdWarning('')).toBeNull();
  expect(missingClickIdWarning('https://shop.example/landing')).toMatch(/^No \{click_id\} in this URL/);
});
