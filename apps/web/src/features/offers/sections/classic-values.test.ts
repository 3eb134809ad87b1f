import { expect, test } from 'vitest';
import { classicValuesOf, payoutsForEvents, prepareClassic } from './classic-values';
import { newEventRow } from './events/events-values';

test('a payout row follows its event: added, kept through edits, dropped with it', () => {
  const values = classicValuesOf();
  const deposit = { ...newEventRow(), key: 'deposit', name: 'Deposit' };
  const events = [...values.events, deposit];
  const added = payoutsForEvents({ events, payouts: values.payouts });
  expect(added.map((row) => row.rowKey)).toEqual([values.events[0]?.rowKey, deposit.rowKey]);
  expect(added[1]).toMatchObject({ payoutAmount: '0.00', revenueAmount: '0.00' });
  expect(payoutsForEvents({ events, payouts: added })).toBe(added);
  expect(payoutsForEvents({ events: [deposit], payouts: added })).toEqual([added[1]]);
});

test('payout rows are sent under their event keys as they are now', () => {
  const values = classicValuesOf();
  const renamed = { ...values, events: values.events.map((event) => ({ ...event, key: 'sale' })) };
  expect(prepareClassic(renamed).payouts[0]?.eventKey).toBe('sale');
});
