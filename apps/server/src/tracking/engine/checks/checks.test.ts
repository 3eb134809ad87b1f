import { offerTargetingSchema } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import * as snapshotFixtures from '../../../offer-model/testing/snapshot-fixtures';

const { capRow, offerRow, PUBLISHER, snapshotOf, TENANT } = snapshotFixtures;

import { createMemoryCapCounters } from '../memory-caps';
import type { VisitorFacts } from '../visitor';
import { type CheckInput, everyVerdict, firstFailure } from './index';

/* The click checks as pure functions: each rule, and the order in which the first failure decides. */

const visitor: VisitorFacts = {
  ip: '8.8.8.8',
  country: 'US',
  region: 'US-CA',
  device: 'desktop',
  os: 'windows',
  browser: 'chrome',
  languages: ['de', 'en'],
  connection: null,
  network: null,
  isProxy: false,
  isBot: false,
  userAgent: 'test',
};

function input(overrides: Partial<CheckInput> = {}, offer: Parameters<typeof offerRow>[0] = {}): CheckInput {
  return {
    snapshot: snapshotOf({ offer: offerRow(offer) }),
    publisher: { id: PUBLISHER, ref: 1001, tenantId: TENANT, status: 'active' },
    visitor,
    now: new Date('2031-03-03T10:15:00Z'), // a Monday
    repeatVisit: false,
    caps: createMemoryCapCounters(),
    isTest: false,
    ...overrides,
  };
}

const targeted = (partial: Parameters<typeof offerTargetingSchema.parse>[0]) => ({
  targeting: offerTargetingSchema.parse(partial),
});

describe('status and access', () => {
  test('drafts and archived offers are not live; paused and expired ones are paused', () => {
    expect(firstFailure(input({}, { status: 'draft' }))).toBe('offer_not_live');
    expect(firstFailure(input({}, { status: 'archived' }))).toBe('offer_not_live');
    expect(firstFailure(input({}, { status: 'paused' }))).toBe('offer_paused');
    expect(firstFailure(input({}, { status: 'expired' }))).toBe('offer_paused');
    expect(firstFailure(input())).toBeNull();
  });

  test('an inactive publisher, a block entry, and approval or private offers without approval', () => {
    const base = input();
    expect(firstFailure({ ...base, publisher: { ...base.publisher, status: 'pending' } })).toBe(
      'publisher_not_active',
    );
    const blocked = snapshotOf({ access: [{ publisherId: PUBLISHER, status: 'blocked', reason: null }] });
    expect(firstFailure(input({ snapshot: blocked }))).toBe('access_blocked');
    for (const visibility of ['approval', 'private'] as const) {
      expect(firstFailure(input({}, { visibility }))).toBe('not_approved');
      const approved = snapshotOf({
        offer: offerRow({ visibility }),
        access: [{ publisherId: PUBLISHER, status: 'approved', reason: null }],
      });
      expect(firstFailure(input({ snapshot: approved }))).toBeNull();
    }
  });
});

describe('schedule', () => {
  test('the live window: from inclusive, until exclusive', () => {
    const now = new Date('2031-03-03T10:15:00Z');
    expect(firstFailure(input({ now }, { liveFrom: now }))).toBeNull();
    expect(firstFailure(input({ now }, { liveFrom: new Date(now.getTime() + 1) }))).toBe(
      'outside_live_window',
    );
    expect(firstFailure(input({ now }, { liveUntil: now }))).toBe('outside_live_window');
  });

  test('day parting counts hours of the week in the offer’s zone', () => {
    // Monday 10:15 UTC is Monday 19:15 in Tokyo: hour 19 of the week there, 10 in UTC.
    const tokyo = { dayPartingEnabled: true, dayPartingHours: [19], timezone: 'Asia/Tokyo' };
    expect(firstFailure(input({}, tokyo))).toBeNull();
    expect(firstFailure(input({}, { ...tokyo, timezone: 'UTC' }))).toBe('outside_day_parting');
    expect(firstFailure(input({}, { ...tokyo, timezone: 'UTC', dayPartingHours: [10] }))).toBeNull();
  });
});

describe('targeting', () => {
  test('include lists pass only matches, exclude lists turn matches away, per dimension', () => {
    expect(firstFailure(input({}, targeted({ country: { include: ['US'] } })))).toBeNull();
    expect(firstFailure(input({}, targeted({ country: { include: ['FR'] } })))).toBe('targeting_country');
    expect(firstFailure(input({}, targeted({ country: { exclude: ['US'] } })))).toBe('targeting_country');
    expect(firstFailure(input({}, targeted({ region: { exclude: ['US-CA'] } })))).toBe('targeting_region');
    expect(firstFailure(input({}, targeted({ device: { include: ['mobile', 'tablet'] } })))).toBe(
      'targeting_device',
    );
    expect(firstFailure(input({}, targeted({ os: { exclude: ['windows'] } })))).toBe('targeting_os');
    expect(firstFailure(input({}, targeted({ browser: { include: ['safari'] } })))).toBe('targeting_browser');
    // Any accepted language counts: a German reader with English second is both.
    expect(firstFailure(input({}, targeted({ language: { include: ['en'] } })))).toBeNull();
    expect(firstFailure(input({}, targeted({ language: { exclude: ['en'] } })))).toBe('targeting_language');
    expect(firstFailure(input({}, targeted({ ip: { include: ['8.8.8.0/24'] } })))).toBeNull();
    expect(firstFailure(input({}, targeted({ ip: { include: ['2001:db8::/32'] } })))).toBe('targeting_ip');
    expect(firstFailure(input({}, targeted({ connection: { include: ['broadband'] } })))).toBe(
      'targeting_connection',
    );
  });

  test('an unknown value fails include lists only', () => {
    const unknown = { ...visitor, country: null };
    expect(firstFailure(input({ visitor: unknown }, targeted({ country: { include: ['US'] } })))).toBe(
      'targeting_country',
    );
    expect(firstFailure(input({ visitor: unknown }, targeted({ country: { exclude: ['US'] } })))).toBeNull();
  });

  test('proxies only when the offer blocks them', () => {
    const proxied = { ...visitor, isProxy: true };
    expect(firstFailure(input({ visitor: proxied }))).toBeNull();
    expect(firstFailure(input({ visitor: proxied }, targeted({ blockProxies: true })))).toBe('proxy');
  });
});

describe('traffic filters, duplicates and caps', () => {
  test('blocked addresses and ranges (IPv4-mapped too), and bots when block_bots is on', () => {
    expect(firstFailure(input({}, { blockedIps: ['8.8.0.0/16'] }))).toBe('blocked_ip');
    const mapped = { ...visitor, ip: '::ffff:8.8.8.8' };
    expect(firstFailure(input({ visitor: mapped }, { blockedIps: ['8.8.8.8'] }))).toBe('blocked_ip');
    const bot = { ...visitor, isBot: true };
    expect(firstFailure(input({ visitor: bot }, { blockBots: true }))).toBe('bot');
    expect(firstFailure(input({ visitor: bot }, { blockBots: false }))).toBeNull();
  });

  test('a repeat visit fails only when the offer blocks duplicates or sends them to the fallback', () => {
    expect(firstFailure(input({ repeatVisit: true }, { duplicateClickAction: 'allow' }))).toBeNull();
    expect(firstFailure(input({ repeatVisit: true }, { duplicateClickAction: 'block' }))).toBe(
      'duplicate_click',
    );
    expect(firstFailure(input({ repeatVisit: true }, { duplicateClickAction: 'fallback' }))).toBe(
      'duplicate_click',
    );
  });

  test('click caps through the counters, per period, never for test clicks', () => {
    const caps = createMemoryCapCounters();
    const snapshot = snapshotOf({
      caps: [capRow({ metric: 'clicks', limitValue: '1', period: 'day', scope: 'each_publisher' })],
    });
    const first = input({ snapshot, caps });
    expect(firstFailure(first)).toBeNull();
    const [cap] = snapshot.caps;
    caps.take({
      capId: cap?.id ?? '',
      publisherId: PUBLISHER,
      periodStart: new Date('2031-03-03T00:00:00Z'),
    });
    expect(firstFailure(first)).toBe('cap_reached');
    expect(firstFailure({ ...first, isTest: true })).toBeNull();
    expect(firstFailure({ ...first, now: new Date('2031-03-04T00:00:00Z') })).toBeNull();
    expect(firstFailure({ ...first, publisher: { ...first.publisher, id: 'another' } })).toBeNull();
  });
});

test('every check gives its own verdict, in order; the first failure decides', () => {
  const verdicts = everyVerdict(
    input({ repeatVisit: true }, { status: 'paused', blockBots: true, duplicateClickAction: 'block' }),
  );
  expect(verdicts.map((v) => [v.check, v.reason])).toEqual([
    ['offer_status', 'offer_paused'],
    ['publisher', null],
    ['schedule', null],
    ['targeting', null],
    ['traffic_filters', null],
    ['duplicate', 'duplicate_click'],
    ['caps', null],
  ]);
  expect(
    firstFailure(input({ repeatVisit: true }, { status: 'paused', duplicateClickAction: 'block' })),
  ).toBe('offer_paused');
});
