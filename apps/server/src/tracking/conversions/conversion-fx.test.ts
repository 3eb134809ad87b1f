import { describe, expect, test } from 'vitest';
import { fxBookOf, fxSnapshotOf } from './conversion-fx';

const rates = [
  { currency: 'EUR', effectiveFrom: '2026-11-01', rate: '1.08' },
  { currency: 'EUR', effectiveFrom: '2026-12-01', rate: '1.12' },
  { currency: 'EUR', effectiveFrom: '2026-11-15', rate: '1.10' },
  { currency: 'GBP', effectiveFrom: '2026-11-20', rate: '1.27' },
];
const book = fxBookOf({ defaultCurrency: 'USD', timezone: 'Europe/Berlin' }, rates);
const at = (iso: string) => new Date(iso);

describe('fxSnapshotOf', () => {
  test('the default currency is 1 against itself', () => {
    expect(fxSnapshotOf(book, 'USD', at('2020-01-01T00:00:00Z'))).toEqual({ fxBase: 'USD', fxRate: '1' });
  });

  test('takes the latest rate starting on or before the day, whatever order the rates came in', () => {
    expect(fxSnapshotOf(book, 'EUR', at('2026-11-14T12:00:00Z')).fxRate).toBe('1.08');
    expect(fxSnapshotOf(book, 'EUR', at('2026-11-15T12:00:00Z')).fxRate).toBe('1.10');
    expect(fxSnapshotOf(book, 'EUR', at('2026-11-30T12:00:00Z')).fxRate).toBe('1.10');
    expect(fxSnapshotOf(book, 'EUR', at('2027-03-01T12:00:00Z')).fxRate).toBe('1.12');
  });

  test('the day is the network’s: 23:30 UTC on 30 November is already 1 December in Berlin', () => {
    expect(fxSnapshotOf(book, 'EUR', at('2026-11-30T23:30:00Z')).fxRate).toBe('1.12');
    const utcBook = fxBookOf({ defaultCurrency: 'USD', timezone: 'UTC' }, rates);
    expect(fxSnapshotOf(utcBook, 'EUR', at('2026-11-30T23:30:00Z')).fxRate).toBe('1.10');
  });

  test('each side of the network’s midnight, in any order (the day’s bounds are kept between calls)', () => {
    const rateAt = (iso: string) => fxSnapshotOf(book, 'EUR', at(iso)).fxRate;
    expect(rateAt('2026-11-30T22:59:59.999Z')).toBe('1.10');
    expect(rateAt('2026-11-30T23:00:00.000Z')).toBe('1.12');
    expect(rateAt('2026-11-30T22:59:59.999Z')).toBe('1.10');
    expect(rateAt('2026-11-30T12:00:00.000Z')).toBe('1.10');
    expect(rateAt('2026-12-01T22:59:59.999Z')).toBe('1.12');
  });

  test('no rate yet, or none for the currency at all: null, never a guess', () => {
    expect(fxSnapshotOf(book, 'EUR', at('2026-10-31T12:00:00Z'))).toEqual({ fxBase: 'USD', fxRate: null });
    expect(fxSnapshotOf(book, 'GBP', at('2026-11-19T12:00:00Z')).fxRate).toBeNull();
    expect(fxSnapshotOf(book, 'JPY', at('2026-11-30T12:00:00Z')).fxRate).toBeNull();
  });
});
