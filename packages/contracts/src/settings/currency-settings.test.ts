import { expect, test } from 'vitest';
import {
  addCurrencyBodySchema,
  amountAtRate,
  convertMoney,
  crossRate,
  MissingRateError,
  type RateTable,
  rateOn,
} from './currency-settings';

const TABLE: RateTable = {
  base: 'USD',
  rates: [
    { currency: 'EUR', rate: '1.10', effectiveFrom: '2026-11-01' },
    { currency: 'EUR', rate: '1.20', effectiveFrom: '2026-11-15' },
    { currency: 'GBP', rate: '1.25', effectiveFrom: '2026-10-01' },
    { currency: 'JPY', rate: '0.00666667', effectiveFrom: '2026-10-01' },
  ],
};

test('converts by the rate in force on the day, through the default currency', () => {
  expect(convertMoney('100.00', 'EUR', 'USD', '2026-11-10', TABLE)).toBe('110.00');
  expect(convertMoney('100.00', 'EUR', 'USD', '2026-11-15', TABLE)).toBe('120.00');
  expect(convertMoney('100.00', 'EUR', 'USD', '2027-01-01', TABLE)).toBe('120.00');
  expect(convertMoney('110.00', 'USD', 'EUR', '2026-11-10', TABLE)).toBe('100.00');
  expect(convertMoney('100.00', 'EUR', 'GBP', '2026-11-20', TABLE)).toBe('96.00');
});

test('rounds half up to the cent, exactly (no float error)', () => {
  // 10 USD / 1.2 = 8.3333… EUR; 0.05 EUR * 1.1 = 0.055 USD → 0.06
  expect(convertMoney('10', 'USD', 'EUR', '2026-11-20', TABLE)).toBe('8.33');
  expect(convertMoney('0.05', 'EUR', 'USD', '2026-11-02', TABLE)).toBe('0.06');
  expect(convertMoney('1000', 'JPY', 'USD', '2026-11-02', TABLE)).toBe('6.67');
  expect(convertMoney('-110.00', 'USD', 'EUR', '2026-11-10', TABLE)).toBe('-100.00');
  expect(convertMoney('12.5', 'CHF', 'CHF', '2026-11-10', TABLE)).toBe('12.50');
});

test('a currency without a rate on that day is refused, not guessed', () => {
  expect(() => convertMoney('1', 'EUR', 'USD', '2026-10-31', TABLE)).toThrow(MissingRateError);
  expect(() => convertMoney('1', 'USD', 'CHF', '2026-11-20', TABLE)).toThrow(
    'No exchange rate for CHF on 2026-11-20',
  );
  expect(rateOn('USD', '2000-01-01', TABLE)).toBe('1');
});

test('a rate must be positive with at most 8 decimals, on a real day', () => {
  const result = addCurrencyBodySchema.safeParse({ code: 'eur', rate: '0', effectiveFrom: '2026-02-30' });
  expect(result.success).toBe(false);
  const paths = result.error?.issues.map((issue) => issue.path.join('.'));
  expect(paths).toEqual(['rate', 'effectiveFrom']);
  expect(addCurrencyBodySchema.parse({ code: 'eur', rate: 1.0825, effectiveFrom: '2026-02-28' })).toEqual({
    code: 'EUR',
    rate: '1.0825',
    effectiveFrom: '2026-02-28',
  });
});

test('crossRate: 1 of one currency in another on a day, through the default one, to 8 decimals', () => {
  expect(crossRate('USD', 'EUR', '2026-11-10', TABLE)).toBe('0.90909091');
  expect(crossRate('EUR', 'USD', '2026-11-15', TABLE)).toBe('1.20000000');
  expect(crossRate('EUR', 'GBP', '2026-11-15', TABLE)).toBe('0.96000000');
  expect(crossRate('GBP', 'GBP', '2026-11-15', TABLE)).toBe('1.00000000');
  expect(() => crossRate('USD', 'EUR', '2026-10-31', TABLE)).toThrow(MissingRateError);
});

test('amountAtRate: rounded half away from zero to the cent, exact for any size', () => {
  expect(amountAtRate('100.00', '0.90909091')).toBe('90.91');
  expect(amountAtRate('-100.00', '0.90909091')).toBe('-90.91');
  expect(amountAtRate('0.05', '0.50000000')).toBe('0.03');
  expect(amountAtRate('12345678901.23', '1.00000000')).toBe('12345678901.23');
});
