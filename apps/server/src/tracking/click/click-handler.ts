import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { OfferSnapshot } from '../../offer-model/index';
import { cookieNameOf, cookieValueOf } from '../click-cookie';
import type { CapCounters, ClickRecord, ClickSink, HeldAnswer } from '../engine/click-record';
import type { Random } from '../engine/destination';
import { type ClickDecision, type ClickEnvironment, evaluateClick } from '../engine/evaluate-click';
import type { RecentVisits } from '../engine/recent-visits';
import { type VisitorFacts, visitorFactsOf } from '../engine/visitor';
import { CLICK_FLAGS, type ClickIdCodec } from '../ids/click-id';
import type { LinkCodec } from '../ids/link-code';
import type { TestLinkSigner } from '../ids/test-link';
import { sendFailurePage, sendNotFoundPage } from '../plain-answers';
import type { TrackingState } from '../state/tracking-state';
import type { TrackingHandler, TrackingRequest } from '../tracking-context';
import { type ClickLink, linkValuesOf, readQueryLink, readShortLink } from './click-link';
import { clickRecordsOf } from './click-records';
import { sendClickRedirect } from './redirect-answer';
import { cleanTracked, USER_AGENT_MAX } from './tracked-values';

/*
 * `/c/{code}` and `/click`: read the link, decide the click from memory (evaluateClick), commit
 * it (cap counters, remembered visit, records to the sink) and answer once the sink has kept its
 * records (the writer's journal, at the end of the event-loop turn). No await, no database.
 */

export type ClickHandlerDeps = Readonly<{
  state: TrackingState;
  clickIds: ClickIdCodec;
  linkCodes: LinkCodec;
  testLinks: TestLinkSigner;
  sink: ClickSink;
  caps: CapCounters;
  visits: RecentVisits;
  random: Random;
  now: () => Date;
}>;

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** The offer's cookie holds a genuine click id of that offer issued within its duplicate window. */
function cookieRepeat(
  deps: ClickHandlerDeps,
  cookieHeader: string | undefined,
  snapshot: OfferSnapshot,
  now: Date,
) {
  const value = cookieValueOf(cookieHeader, cookieNameOf(snapshot.offer.ref));
  const fields = value ? deps.clickIds.verify(value) : null;
  if (!fields || fields.offerRef !== snapshot.offer.ref) return false;
  const age = now.getTime() / 1000 - fields.clickedAtSeconds;
  return age >= 0 && age < snapshot.offer.duplicateClickWindowHours * HOUR_SECONDS;
}

/** One visit to a click link, as the handler reads it from the request. */
export type ClickVisit = Readonly<{
  tenantId: string;
  method: string;
  ip: string;
  /** The request shows a forwarding proxy (ClientOrigin). */
  behindProxy: boolean;
  headers: IncomingHttpHeaders;
  link: ClickLink;
}>;

/**
 * What `evaluateClick` asks of the world, for one visit: a class, so a click makes one object
 * and no closures (the hot path runs this for every click).
 */
class VisitEnvironment implements ClickEnvironment {
  readonly random: ClickEnvironment['random'];
  readonly caps: ClickEnvironment['caps'];
  readonly #clickedAtSeconds: number;

  constructor(
    private readonly deps: ClickHandlerDeps,
    private readonly visit: ClickVisit,
    readonly isTest: boolean,
    private readonly userAgent: string,
    readonly now: Date,
    /** A staff test click is never a repeat of an earlier visit, so the test can be run again. */
    private readonly mayRepeat = true,
  ) {
    this.random = deps.random;
    this.caps = deps.caps;
    this.#clickedAtSeconds = Math.floor(now.getTime() / 1000);
  }

  offerById(id: string) {
    return this.deps.state.tenantState(this.visit.tenantId)?.offersById.get(id);
  }

  repeatVisit(snapshot: OfferSnapshot): boolean {
    if (!this.mayRepeat) return false;
    const { deps, visit, now } = this;
    return (
      cookieRepeat(deps, visit.headers.cookie, snapshot, now) ||
      deps.visits.seen(
        snapshot.offer.id,
        visit.ip,
        this.userAgent,
        now,
        snapshot.offer.duplicateClickWindowHours,
      )
    );
  }

  issueClickId(snapshot: OfferSnapshot, eligible: boolean): string {
    return this.deps.clickIds.issue({
      offerRef: snapshot.offer.ref,
      publisherRef: this.visit.link.publisherRef,
      clickedAtSeconds: this.#clickedAtSeconds,
      flags: (this.isTest ? CLICK_FLAGS.test : 0) | (eligible ? 0 : CLICK_FLAGS.notEligible),
    });
  }
}

/** Counts the decided click: cap counters and the remembered visit (valid, non-test clicks only). */
function commitClick(
  deps: ClickHandlerDeps,
  decision: ClickDecision,
  request: ClickVisit,
  userAgent: string,
  now: Date,
) {
  const step = decision.validStep;
  if (!step) return;
  for (const key of step.capKeys) deps.caps.take(key);
  deps.visits.remember(step.snapshot.offer.id, request.ip, userAgent, now);
}

function answer(response: ServerResponse, request: TrackingRequest, decision: ClickDecision): void {
  if (!decision.finalUrl) {
    sendNotFoundPage(response);
    return;
  }
  const step = decision.validStep;
  const snapshot = step?.snapshot ?? decision.steps[0]?.snapshot;
  const cookie = step
    ? {
        name: cookieNameOf(step.snapshot.offer.ref),
        value: step.clickId,
        maxAgeSeconds: step.snapshot.offer.attributionWindowDays * DAY_SECONDS,
        secure: request.protocol === 'https',
      }
    : null;
  sendClickRedirect(response, decision.finalUrl, snapshot?.offer.redirectMode ?? 'redirect_302', cookie);
}

/** A click's answer, held until its records are kept: a click answered is a click stored. */
class HeldClickAnswer implements HeldAnswer {
  constructor(
    private readonly response: ServerResponse,
    private readonly request: TrackingRequest,
    private readonly decision: ClickDecision,
  ) {}

  send(): void {
    try {
      answer(this.response, this.request, this.decision);
    } catch (error) {
      // Sent after the handler returned, out of the tracking context's reach: its failure page here.
      sendFailurePage(this.response);
      throw error;
    }
  }
}

/**
 * Decides a visit and commits it (a GET; a HEAD is answered like the click but is not one):
 * null when the link leads nowhere (unknown offer or publisher, a suspended network, a bad test
 * mark), which answers the plain 404 page and is not recorded. The demo's traffic runs it too.
 */
export function takeClick(deps: ClickHandlerDeps, visit: ClickVisit): ClickDecision | null {
  const { link } = visit;
  const tenant = deps.state.tenantState(visit.tenantId);
  const snapshot = tenant?.offersByRef.get(link.offerRef);
  const publisher = tenant?.publishersByRef.get(link.publisherRef);
  if (tenant?.tenant.status !== 'active' || !snapshot || !publisher) return null;
  const now = deps.now();
  const isTest = link.testToken !== null;
  if (isTest && !deps.testLinks.verify(link.testToken ?? '', link.offerRef, link.publisherRef, now)) {
    return null;
  }
  const headers = visit.headers;
  const userAgent = cleanTracked(headers['user-agent'], USER_AGENT_MAX) ?? '';
  const visitor = visitorFactsOf({
    ip: visit.ip,
    userAgent,
    acceptLanguage: headers['accept-language'],
    behindProxy: visit.behindProxy,
  });
  const environment = new VisitEnvironment(deps, visit, isTest, userAgent, now);
  const decision = evaluateClick(snapshot, publisher, visitor, link.values, environment);
  if (visit.method === 'GET') {
    commitClick(deps, decision, visit, userAgent, now);
    const context = {
      publisher,
      visitor,
      link: link.values,
      now,
      isTest,
      referrer: cleanTracked(headers.referer, 1024),
    };
    for (const record of clickRecordsOf(decision, context)) deps.sink.push(record);
  }
  return decision;
}

export function createClickHandler(deps: ClickHandlerDeps, read: 'short' | 'query'): TrackingHandler {
  return (request, response) => {
    const link =
      read === 'short'
        ? readShortLink(request.params.code, request.query, deps.linkCodes)
        : readQueryLink(request.query);
    const visit = link && {
      tenantId: request.tenant.id,
      method: request.method,
      ip: request.ip,
      behindProxy: request.behindProxy,
      headers: request.raw.headers,
      link,
    };
    const decision = visit && takeClick(deps, visit);
    if (!decision) return sendNotFoundPage(response);
    // A GET pushed records (a HEAD records nothing, so it has nothing to wait for).
    if (request.method === 'GET' && deps.sink.afterKept) {
      deps.sink.afterKept(new HeldClickAnswer(response, request, decision));
    } else answer(response, request, decision);
  };
}

export type StaffTestClick = Readonly<{
  tenantId: string;
  offerRef: number;
  publisherRef: number;
  /** The staff member's address, and the browser the test visitor plays (TEST_CLICK_USER_AGENT). */
  ip: string;
  userAgent: string;
}>;

/** The decision on a staff test click, its stored records, and the visitor as the checks read it. */
export type StaffTestClickResult = { decision: ClickDecision; records: ClickRecord[]; visitor: VisitorFacts };

/**
 * A staff test click (the offer editor's "Test conversion"): the click handler's own decision on
 * a test link, committed like one (records to the sink, so a conversion finds it) but never a
 * repeat of an earlier visit, so the test can be run again. Null when the offer or the publisher
 * is not in the engine's memory.
 */
export function decideStaffTestClick(
  deps: ClickHandlerDeps,
  click: StaffTestClick,
): StaffTestClickResult | null {
  const tenant = deps.state.tenantState(click.tenantId);
  const snapshot = tenant?.offersByRef.get(click.offerRef);
  const publisher = tenant?.publishersByRef.get(click.publisherRef);
  if (!snapshot || !publisher) return null;
  const now = deps.now();
  const userAgent = cleanTracked(click.userAgent, USER_AGENT_MAX) ?? '';
  const visitor = visitorFactsOf({ ip: click.ip, userAgent, acceptLanguage: undefined, behindProxy: false });
  const link: ClickLink = {
    offerRef: click.offerRef,
    publisherRef: click.publisherRef,
    values: linkValuesOf(new URLSearchParams()),
    testToken: null,
  };
  const visit: ClickVisit = {
    tenantId: click.tenantId,
    method: 'GET',
    ip: click.ip,
    behindProxy: false,
    headers: {},
    link,
  };
  const environment = new VisitEnvironment(deps, visit, true, userAgent, now, false);
  const decision = evaluateClick(snapshot, publisher, visitor, link.values, environment);
  const context = { publisher, visitor, link: link.values, now, isTest: true, referrer: null };
  const records = clickRecordsOf(decision, context);
  for (const record of records) deps.sink.push(record);
  return { decision, records, visitor };
}
