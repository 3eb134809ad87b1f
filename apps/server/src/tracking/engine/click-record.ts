/*
 * The seams of the click path (docs/tracking.md): the handler decides a click from memory and
 * hands a `ClickRecord` to a `ClickSink` (a banner's counted view, an `ImpressionRecord`); the
 * writer stores records in batches with their rollups and cap usage through the event store.
 * Conversions find a click not yet written through `RecentClicks`. Cap admission between syncs
 * goes through `CapCounters`.
 */

export type { CapKey, ClickRecord, ImpressionRecord } from '../../events/index';

import type { CapKey, ClickRecord, ImpressionRecord } from '../../events/index';

/** What the writer keeps: clicks and banner impressions (`kind` tells them apart). */
export type TrackedRecord = ClickRecord | ImpressionRecord;

export const isImpression = (record: TrackedRecord): record is ImpressionRecord =>
  record.kind === 'impression';

/**
 * An answer held back until the clicks decided before it are kept (ClickSink.afterKept). It is
 * sent after its handler returned: what it throws is logged by the sink, so `send` finishes the
 * visitor's answer itself (a failure page) before throwing.
 */
export type HeldAnswer = { send: () => void };

/** Takes a decided click for writing. Never blocks the response and never throws. */
export type ClickSink = {
  push: (record: ClickRecord) => void;
  /** Takes a counted banner impression; a sink without it (tests that only click) drops them. */
  pushImpression?: (record: ImpressionRecord) => void;
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
