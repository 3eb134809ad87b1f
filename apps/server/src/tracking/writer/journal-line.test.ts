import { describe, expect, test } from 'vitest';
import type { ClickRecord, ImpressionRecord } from '../engine/click-record';
import { journalLineOf, reviveJournalLine } from './journal-line';

/** Every field set, and each to a value no other field holds, so a swapped position shows. */
const EVERY_FIELD: ClickRecord = {
  id: 'click-id',
  clickedAt: new Date('2026-11-27T10:11:12.345Z'),
  tenantId: 'tenant',
  offerId: 'offer',
  offerRef: 1001,
  publisherId: 'publisher',
  publisherRef: 1002,
  advertiserId: 'advertiser',
  kind: 'fallback',
  reason: 'targeting_country',
  reasonDetail: 'detail',
  isUnique: false,
  isDuplicate: true,
  isTest: true,
  parentClickId: 'parent',
  destinationUrl: 'https://shop.example/?a=1&b="2"',
  sub1: 's1',
  sub2: 's2',
  sub3: 's3',
  sub4: 's4',
  sub5: 'line\nbreak, "quote" and \\ backslash',
  source: 'source',
  affClickId: 'aff',
  country: 'DE',
  region: 'DE-BE',
  deviceType: 'mobile',
  os: 'iOS',
  browser: 'Safari',
  landingPageId: 'page',
  creativeId: 'creative',
  language: 'de',
  ip: '203.0.113.7',
  isProxy: true,
  userAgent: 'agent',
  referrer: 'https://ref.example/',
  payout: '0.50',
  revenue: '0.80',
  currency: 'EUR',
  capKeys: [
    { capId: 'cap-1', publisherId: null, periodStart: new Date(0) },
    { capId: 'cap-2', publisherId: 'publisher', periodStart: new Date('2026-11-27T00:00:00.000Z') },
  ],
};

describe('journal lines', () => {
  test('a record makes the round trip with every field, on one line', () => {
    const line = journalLineOf(EVERY_FIELD);
    expect(line).not.toContain('\n');
    expect(reviveJournalLine(line)).toEqual(EVERY_FIELD);
  });

  test('nulls and no cap keys make the round trip too', () => {
    const bare: ClickRecord = { ...EVERY_FIELD, reason: null, sub1: null, ip: null, capKeys: [] };
    expect(reviveJournalLine(journalLineOf(bare))).toEqual(bare);
  });

  test('a line cut short is refused, not read as a click', () => {
    const line = journalLineOf(EVERY_FIELD);
    expect(() => reviveJournalLine(line.slice(0, -1))).toThrow();
    expect(() => reviveJournalLine('[]')).toThrow();
  });
});

describe('journal lines of banner impressions', () => {
  const VIEW: ImpressionRecord = {
    kind: 'impression',
    id: '7d8e9f00-1111-4222-8333-444455556666',
    shownAt: new Date('2026-11-27T10:11:12.345Z'),
    tenantId: 'tenant',
    offerId: 'offer',
    publisherId: 'publisher',
    advertiserId: 'advertiser',
    creativeId: 'creative',
    country: 'DE',
    deviceType: 'mobile',
    os: 'ios',
    browser: 'safari',
    sub1: 's1',
    sub2: null,
    sub3: 's3',
    sub4: null,
    sub5: 'line\nbreak, "quote"',
    source: 'source',
    currency: 'EUR',
  };

  test('an impression makes the round trip, and is never read as a click', () => {
    const line = journalLineOf(VIEW);
    expect(line).not.toContain('\n');
    expect(reviveJournalLine(line)).toEqual(VIEW);
    expect(reviveJournalLine(journalLineOf(EVERY_FIELD))).toEqual(EVERY_FIELD);
    expect(() => reviveJournalLine(line.slice(0, -1))).toThrow();
    expect(() => reviveJournalLine('[0]')).toThrow();
  });
});
