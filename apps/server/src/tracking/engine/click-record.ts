import type { ClickReason } from '@affnet/contracts';

/*
 * The seams of the click path (docs/tracking.md): the handler decides a click from memory and
 * hands a `ClickRecord` to a `ClickSink`; the writer stores records in batches with their rollups
 * and cap usage. Conversions find a click not yet written through `RecentClicks`. Cap admission
 * between syncs goes through `CapCounters`.
 */

/** One cap counter of one period: the key of a `cap_usage` row. */
export type CapKey = Readonly<{
  capId: string;
  /** Set for `each_publisher` caps (one counter per publisher); null otherwise. */
  publisherId: string | null;
  /** The period's first instant in the cap's own zone; the epoch for lifetime caps. */
  periodStart: Date;
}>;

/** A click as stored in `clicks` (db/schema/tracking.ts), every tracked value already cleaned. */
export type ClickRecord = Readonly<{
  id: string;
  clickedAt: Date;
  tenantId: string;
  offerId: string;
  offerRef: number;
  publisherId: string;
  publisherRef: number;
  advertiserId: string;
  kind: 'valid' | 'fallback' | 'rejected';
  reason: ClickReason | null;
  reasonDetail: string | null;
  isUnique: boolean;
  isDuplicate: boolean;
  isTest: boolean;
  parentClickId: string | null;
  destinationUrl: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  source: string | null;
  affClickId: string | null;
  country: string | null;
  region: string | null;
  deviceType: string | null;
  os: string | null;
  browser: string | null;
  landingPageId: string | null;
  creativeId: string | null;
  language: string | null;
  ip: string | null;
  isProxy: boolean;
  userAgent: string | null;
  referrer: string | null;
  /** CPC money of a valid click ("0.00" otherwise, and for test clicks), in `currency`. */
  payout: string;
  revenue: string;
  currency: string;
  /** The click caps in force this click counts towards (valid, non-test clicks only). */
  capKeys: readonly CapKey[];
}>;

/**
 * An answer held back until the clicks decided before it are kept (ClickSink.afterKept). It is
 * sent after its handler returned: what it throws is logged by the sink, so `send` finishes the
 * visitor's answer itself (a failure page) before throwing.
 */
export type HeldAnswer = { send: () => void };

/** Takes a decided click for writing. Never blocks the response and never throws. */
export type ClickSink = {
  push: (record: ClickRecord) => void;
  /**
   * Sends `answer` once the records pushed so far would survive this process dying (the
   * writer's journal writes them when the event-loop turn ends); a sink without it keeps nothing
   * on disk, and the answer is sent at once.
   */
  afterKept?: (answer: HeldAnswer) => void;
};

/** Clicks this process decided recently, written or not, by click id. */
export type RecentClicks = { get: (clickId: string) => ClickRecord | undefined };

/**
 * How much of each click cap this process may still admit before its next sync with
 * `cap_usage` (docs/tracking.md "Caps in memory").
 */
export type CapCounters = {
  /** Whether `amount` more fits under `limit` for this process now. */
  hasRoom: (key: CapKey, limit: number, amount?: number) => boolean;
  /** Records that this process admitted `amount` (the writer persists it with the click). */
  take: (key: CapKey, amount?: number) => void;
};
