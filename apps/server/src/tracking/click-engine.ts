import type { Config } from '../config/env';
import type { Database } from '../db/client';
import type { FileStore } from '../lib/file-store';
import {
  type ClickHandlerDeps,
  createClickHandler,
  decideStaffTestClick,
  type StaffTestClick,
  type StaffTestClickResult,
} from './click/click-handler';
import type { CapCounters, ClickSink } from './engine/click-record';
import type { Random } from './engine/destination';
import { createMemoryCapCounters } from './engine/memory-caps';
import { loadNetworks } from './engine/networks/network-of';
import { createRecentVisits } from './engine/recent-visits';
import { type ClickIdCodec, createClickIdCodec } from './ids/click-id';
import { createLinkCodec, type LinkCodec } from './ids/link-code';
import { createTestLinkSigner, type TestLinkSigner } from './ids/test-link';
import { loadTrackingSecret } from './ids/tracking-secret';
import { createImpressionHandler } from './impression/impression-handler';
import { startTrackingState, type TrackingState } from './state/tracking-state';
import type { TrackingContext } from './tracking-context';
import { createRecentClicks, type RecentClickMap } from './writer/recent-clicks';

/*
 * The click engine of one process, assembled: the tracking secret's codecs, the in-memory state
 * and its poller, the cap counters, what it remembers of recent clicks, and where decided clicks
 * go. `buildApp` starts it before the server listens and stops it when the app closes.
 */

export type ClickEngineOptions = {
  db: Database;
  config: Config;
  /** Where decided clicks go to be written (the click writer). */
  clickSink?: ClickSink;
  /** Click-cap admission; the in-process counters unless the writer's syncing ones are given. */
  capCounters?: CapCounters;
  /** Landing-page rotation and weighted fallback; tests pass a seeded one. */
  random?: Random;
  now?: () => Date;
  /** Change-feed poll interval (docs/tracking.md: a second). */
  pollMs?: number;
  /** Banners' bytes, for their impression URLs (`/i/{code}`); without it that route is not served. */
  files?: FileStore;
  onError: (error: unknown) => void;
  /** An answer that failed after its handler returned (a banner's bytes that could not be read). */
  onAnswerError?: (error: unknown) => void;
};

export type ClickEngine = {
  state: TrackingState;
  caps: CapCounters;
  /** Clicks decided here, by click id, written or not (conversions that come first). */
  recentClicks: RecentClickMap;
  clickIds: ClickIdCodec;
  linkCodes: LinkCodec;
  testLinks: TestLinkSigner;
  random: Random;
  /** A staff test click, decided and stored as the click handler would (click-handler.ts). */
  recordTestClick: (click: StaffTestClick) => StaffTestClickResult | null;
  register: (tracking: TrackingContext) => void;
  stop: () => Promise<void>;
};

/**
 * Without a click writer (`clickSink` unset) decided clicks are kept only in the recent-click log,
 * not stored: server.ts passes the writer's sink once it has one.
 */
const REMEMBER_ONLY: ClickSink = { push: () => undefined };

export type ClickDepsOptions = {
  state: TrackingState;
  clickSink?: ClickSink;
  capCounters?: CapCounters;
  random?: Random;
  now?: () => Date;
};

/**
 * What the click handler decides with, from the tracking secret: the one assembly the engine
 * and the demo's traffic both use. Every decided click is remembered (for conversions that come
 * before it is written), then handed to the sink.
 */
export function assembleClickDeps(
  secret: Buffer,
  options: ClickDepsOptions,
): { deps: ClickHandlerDeps; recentClicks: RecentClickMap } {
  const recentClicks = createRecentClicks();
  const sink = options.clickSink ?? REMEMBER_ONLY;
  const deps: ClickHandlerDeps = {
    state: options.state,
    clickIds: createClickIdCodec(secret),
    linkCodes: createLinkCodec(secret),
    testLinks: createTestLinkSigner(secret),
    sink: {
      push(record) {
        recentClicks.add(record);
        sink.push(record);
      },
      pushImpression: sink.pushImpression?.bind(sink),
      afterKept: sink.afterKept?.bind(sink),
    },
    caps: options.capCounters ?? createMemoryCapCounters(),
    visits: createRecentVisits(),
    random: options.random ?? Math.random,
    now: options.now ?? (() => new Date()),
  };
  return { deps, recentClicks };
}

export async function startClickEngine(options: ClickEngineOptions): Promise<ClickEngine> {
  const secret = await loadTrackingSecret(options.db, options.config.trackingSecret);
  const state = await startTrackingState(options.db, { pollMs: options.pollMs, onError: options.onError });
  // The IP → network table (about half a second to read) before the first click, not during it.
  loadNetworks();
  const { deps, recentClicks } = assembleClickDeps(secret, { ...options, state });
  const { caps, random } = deps;
  return {
    state,
    caps,
    recentClicks,
    clickIds: deps.clickIds,
    linkCodes: deps.linkCodes,
    testLinks: deps.testLinks,
    random,
    recordTestClick: (click) => decideStaffTestClick(deps, click),
    register(tracking) {
      tracking.route({
        method: 'GET',
        url: '/c/:code',
        hosts: 'any',
        handler: createClickHandler(deps, 'short'),
      });
      tracking.route({
        method: 'GET',
        url: '/click',
        hosts: 'any',
        handler: createClickHandler(deps, 'query'),
      });
      const { files } = options;
      if (files) {
        tracking.route({
          method: 'GET',
          url: '/i/:code',
          hosts: 'any',
          handler: createImpressionHandler({
            ...deps,
            files,
            onError: options.onAnswerError ?? options.onError,
          }),
        });
      }
    },
    stop: () => state.stop(),
  };
}
