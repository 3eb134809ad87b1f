import { describe, expect, test } from 'vitest';
import { amountFor } from './conversion-money';

describe('amountFor', () => {
  test('CPA, CPS (rounded half up to the cent), both, and CPC', () => {
    expect(amountFor({ payoutType: 'cpa', payoutAmount: '5.5', payoutPercent: null }, '100')).toBe('5.50');
    expect(amountFor({ payoutType: 'cps', payoutAmount: null, payoutPercent: '7.5' }, '10.10')).toBe('0.76');
    expect(amountFor({ payoutType: 'cps', payoutAmount: null, payoutPercent: '10' }, null)).toBe('0.00');
    expect(amountFor({ payoutType: 'cpa_cps', payoutAmount: '2.00', payoutPercent: '10' }, '99.99')).toBe(
      '12.00',
    );
    expect(amountFor({ payoutType: 'cpc', payoutAmount: '0.30', payoutPercent: null }, '50')).toBe('0.00');
  });
});
