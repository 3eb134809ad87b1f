import { randomBytes, randomUUID } from 'node:crypto';
import type { ClickRecord, ImpressionRecord } from '../../src/events/index';
import { createClickIdCodec } from '../../src/tracking/index';

/*
 * Decided clicks as the click handler hands them to the writer. The writer stores what it is
 * given (clicks have no foreign keys), so a "world" may be made of fresh ids; cap usage rows do
 * reference offer_caps, so tests of caps pass the ids of seeded rows.
 */

export type ClickWorld = {
  tenantId: string;
  offerId: string;
  offerRef: number;
  publisherId: string;
  publisherRef: number;
  advertiserId: string;
};

const codec = createClickIdCodec(randomBytes(32));
let nextRef = 1001;

/** A tenant, offer, publisher and advertiser of fresh ids, shared by nothing else. */
export function newClickWorld(overrides: Partial<ClickWorld> = {}): ClickWorld {
  return {
    tenantId: randomUUID(),
    offerId: randomUUID(),
    offerRef: nextRef++,
    publisherId: randomUUID(),
    publisherRef: nextRef++,
    advertiserId: randomUUID(),
    ...overrides,
  };
}

/** A valid, unique CPC click of the world (0.50 payout, 0.80 revenue), unless told otherwise. */
export function buildClickRecord(world: ClickWorld, overrides: Partial<ClickRecord> = {}): ClickRecord {
  const clickedAt = overrides.clickedAt ?? new Date();
  const isTest = overrides.isTest ?? false;
  const id = codec.issue({
    offerRef: world.offerRef,
    publisherRef: world.publisherRef,
    clickedAtSeconds: Math.floor(clickedAt.getTime() / 1000),
    flags: isTest ? 1 : 0,
  });
  return {
    id,
    clickedAt,
    ...world,
    kind: 'valid',
    reason: null,
    reasonDetail: null,
    isUnique: true,
    isDuplicate: false,
    isTest,
    parentClickId: null,
    destinationUrl: `https://shop.example/?cid=${id}`,
    sub1: 'sub-a',
    sub2: null,
    sub3: null,
    sub4: null,
    sub5: null,
    source: 'newsletter',
    affClickId: null,
    country: 'DE',
    region: null,
    deviceType: 'desktop',
    os: 'Linux',
    browser: 'Firefox',
    landingPageId: null,
    creativeId: null,
    language: 'de',
    ip: '203.0.113.7',
    isProxy: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    referrer: null,
    payout: '0.50',
    revenue: '0.80',
    currency: 'EUR',
    capKeys: [],
    ...overrides,
  };
}

/** A click refused by a check (no money, no cap), recorded with its reason. */
export function buildRejectedClick(world: ClickWorld, overrides: Partial<ClickRecord> = {}): ClickRecord {
  return buildClickRecord(world, {
    kind: 'rejected',
    reason: 'targeting_country',
    reasonDetail: 'FR',
    isUnique: false,
    destinationUrl: null,
    payout: '0.00',
    revenue: '0.00',
    ...overrides,
  });
}

/** A counted banner impression of the world, on a fresh creative id unless told otherwise. */
export function buildImpressionRecord(
  world: ClickWorld,
  overrides: Partial<ImpressionRecord> = {},
): ImpressionRecord {
  return {
    kind: 'impression',
    id: randomUUID(),
    shownAt: new Date(),
    tenantId: world.tenantId,
    offerId: world.offerId,
    publisherId: world.publisherId,
    advertiserId: world.advertiserId,
    creativeId: randomUUID(),
    country: 'DE',
    deviceType: 'desktop',
    os: 'Linux',
    browser: 'Firefox',
    sub1: 'sub-a',
    sub2: null,
    sub3: null,
    sub4: null,
    sub5: null,
    source: 'newsletter',
    currency: 'EUR',
    ...overrides,
  };
}
