import { describe, expect, test } from 'vitest';
import { currencySymbol, formatAmount, roundAmount } from './money';

describe('formatAmount', () => {
  test.each([
    [12.5, 'USD', '$12.50'],
    [3, 'EUR', '€3.00'],
    [1234.567, 'GBP', '£1,234.57'],
    [0, 'USD', '$0.00'],
    [-4.1, 'USD', '-$4.10'],
    ['7.255', 'EUR', '€7.26'],
  ])('%s %s is %s (symbol prefix)', (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected);
  });

  test.each([
    [12.5, 'XYZ', '12.50 XYZ'],
    [1000, 'CHF', '1,000.00 CHF'],
    [-2, 'BTC', '-2.00 BTC'],
  ])('%s %s is %s (no symbol: code after the amount)', (amount, currency, expected) => {
    expect(formatAmount(amount, currency)).toBe(expected);
  });

  test('an empty amount shows as zero', () => {
    expect(formatAmount(null, 'USD')).toBe('$0.00');
    expect(formatAmount('', 'XYZ')).toBe('0.00 XYZ');
  });

  test('accepts a lower-case code', () => {
    expect(formatAmount(1, 'usd')).toBe('$1.00');
  });
});

describe('currencySymbol', () => {
  test('is the narrow symbol when it differs from the code, otherwise null', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('CHF')).toBeNull();
    expect(currencySymbol('not a code')).toBeNull();
  });
});

describe('roundAmount', () => {
  test.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.234, 1.23],
    [-1.005, -1.01],
    [10, 10],
    ['3.14159', 3.14],
    [0.004, 0],
    [1e-7, 0],
    [1e21, 1e21],
  ])('rounds %s to %s', (value, expected) => {
    expect(roundAmount(value)).toBe(expected);
  });

  test.each([[null], [undefined], [''], ['   '], [Number.NaN], ['abc'], [Number.POSITIVE_INFINITY]])(
    'gives 0 for the empty value %s',
    (value) => {
      expect(roundAmount(value)).toBe(0);
    },
  );

  test('never gives negative zero', () => {
    expect(Object.is(roundAmount(-0.001), 0)).toBe(true);
  });
});
