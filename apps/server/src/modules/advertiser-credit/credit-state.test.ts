import { expect, test } from 'vitest';
import { type CreditFigures, creditStanding } from './credit-state';

const figures = (parts: Partial<CreditFigures> = {}): CreditFigures => ({
  outstanding: '0.00',
  invoiced: '0.00',
  notInvoiced: '0.00',
  prepaid: '0.00',
  ...parts,
});
const limit = (creditLimit: string) => ({ mode: 'credit_limit' as const, creditLimit, warnPercent: 80 });
const prepaid = { mode: 'prepaid' as const, creditLimit: null, warnPercent: 80 };

test('a credit limit is used by unpaid invoices and revenue not invoiced yet, never by paid ones', () => {
  const used = figures({ outstanding: '300.00', invoiced: '5000.00', notInvoiced: '199.99' });
  expect(creditStanding(limit('1000.00'), used)).toEqual({
    available: '500.01',
    usedPercent: 49.9,
    state: 'ok',
  });
  expect(creditStanding(limit('1000.00'), figures({ outstanding: '800.00' }))).toMatchObject({
    available: '200.00',
    usedPercent: 80,
    state: 'warning',
  });
  expect(creditStanding(limit('1000.00'), figures({ outstanding: '700.00', notInvoiced: '300.00' }))).toEqual(
    {
      available: '0.00',
      usedPercent: 100,
      state: 'limit',
    },
  );
  expect(creditStanding(limit('1000.00'), figures({ notInvoiced: '1250.50' }))).toMatchObject({
    available: '-250.50',
    usedPercent: 125,
    state: 'limit',
  });
});

test('prepaid funds are used by everything invoiced, paid or not, and revenue not invoiced yet', () => {
  const used = figures({
    prepaid: '2000.00',
    invoiced: '1000.00',
    outstanding: '0.00',
    notInvoiced: '650.00',
  });
  expect(creditStanding(prepaid, used)).toEqual({ available: '350.00', usedPercent: 82.5, state: 'warning' });
  expect(creditStanding(prepaid, figures({ prepaid: '2000.00', notInvoiced: '10.00' })).state).toBe('ok');
});

test('no funds: at the limit at once, used or not', () => {
  expect(creditStanding(prepaid, figures())).toEqual({ available: '0.00', usedPercent: 0, state: 'limit' });
  expect(creditStanding(limit('0.00'), figures({ notInvoiced: '1.00' }))).toEqual({
    available: '-1.00',
    usedPercent: 100,
    state: 'limit',
  });
});
