import { describe, expect, test } from 'vitest';
import {
  localDateTimeSchema,
  moneySchema,
  normalizeMoney,
  percentSchema,
  utcToZonedTime,
  zonedTimeToUtc,
} from './values';

describe('money', () => {
  test.each([
    ['12.5', '12.50'],
    ['7', '7.00'],
    ['0', '0.00'],
    ['007.1', '7.10'],
    [3.25, '3.25'],
  ])('%s is stored as %s', (input, stored) => {
    expect(moneySchema.parse(input)).toBe(stored);
  });

  test.each(['-1', '1.234', 'abc', '1e3', '', '12345678901'])('%s is refused', (input) => {
    expect(moneySchema.safeParse(input).success).toBe(false);
  });

  test('normalizeMoney keeps the digits it is given', () => {
    expect(normalizeMoney('10.05')).toBe('10.05');
  });

  test('a percentage is at most 100', () => {
    expect(percentSchema.parse('7.5')).toBe('7.50');
    expect(percentSchema.safeParse('100.01').success).toBe(false);
  });
});

describe('local date-times', () => {
  test('seconds and a space are accepted and dropped', () => {
    expect(localDateTimeSchema.parse('2026-12-01 09:30:15')).toBe('2026-12-01T09:30');
  });

  test.each(['2026-02-30T10:00', '2026-12-01T24:00', '2026-12-01', '01/12/2026 10:00'])(
    '%s is refused',
    (input) => {
      expect(localDateTimeSchema.safeParse(input).success).toBe(false);
    },
  );

  test('a wall-clock time in a zone maps to its UTC instant and back', () => {
    expect(zonedTimeToUtc('2026-07-01T09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-01-15T09:00', 'America/New_York').toISOString()).toBe(
      '2026-01-15T14:00:00.000Z',
    );
    expect(zonedTimeToUtc('2026-01-15T09:00', 'UTC').toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(utcToZonedTime(new Date('2026-07-01T07:00:00Z'), 'Europe/Berlin')).toBe('2026-07-01T09:00');
    expect(utcToZonedTime(new Date('2026-03-10T00:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-10T06:00');
  });

  test('a time skipped by a DST change moves forward; a repeated one takes its first occurrence', () => {
    // Berlin skips 02:00-03:00 on 2026-03-29 and repeats 02:00-03:00 on 2026-10-25.
    expect(zonedTimeToUtc('2026-03-29T02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedTimeToUtc('2026-10-25T02:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});
