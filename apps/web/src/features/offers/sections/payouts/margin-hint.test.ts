import { expect, test } from 'vitest';
import { marginOf } from './margin-hint';
import { zeroPayoutRow } from './payouts-values';

const row = zeroPayoutRow('conversion', 'r1');

test('fixed amounts give the margin in money and as a share of revenue', () => {
  expect(marginOf({ ...row, payoutAmount: '2', revenueAmount: '3' }, 'USD')).toEqual({
    text: 'Margin $1.00 (33.33%)',
    isLoss: false,
  });
});

test('paying out more than the revenue is a loss', () => {
  expect(marginOf({ ...row, payoutAmount: '5', revenueAmount: '3' }, 'EUR')?.isLoss).toBe(true);
});

test('percentages compare as points of each sale; a mix depends on the sale', () => {
  const cps = {
    ...row,
    payoutType: 'cps' as const,
    revenueType: 'cps' as const,
    payoutPercent: '5',
    revenuePercent: '8',
  };
  expect(marginOf(cps, 'USD')?.text).toBe('Margin 3% of each sale');
  expect(marginOf({ ...cps, revenueType: 'cpa' }, 'USD')?.text).toBe('Margin depends on the sale amount');
});

test('nothing is said while an amount is missing', () => {
  expect(marginOf({ ...row, payoutAmount: '' }, 'USD')).toBeNull();
});
