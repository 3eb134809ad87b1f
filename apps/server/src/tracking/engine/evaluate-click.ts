import type { ClickReason } from '@affnet/contracts';
import type { OfferSnapshot } from '../../offer-model/index';
import { type CheckVerdict, clickCapsOf, everyVerdict, type PublisherFacts } from './checks/index';
import type { CapCounters, CapKey } from './click-record';
import { allowedDeepLink, chooseLandingPage, fillMacros, type Random } from './destination';
import { chooseFallback, type FallbackEntry } from './fallback-choice';
import type { VisitorFacts } from './visitor';

/*
 * What a click does, decided from memory: the checks in order on the offer, then its fallback
 * (a URL, or another offer run through the same checks, at most MAX_FALLBACK_HOPS times), then the
 * landing page and URL. Pure: the clock, randomness, click ids and what is remembered of earlier
 * visits come in as arguments. The hot path and "What would this click do?" both call it; only
 * the hot path then commits the decision (records, cap counters, remembered visits).
 */

export const MAX_FALLBACK_HOPS = 3;

/** What the link carried, already cleaned (click/tracked-values.ts). */
export type LinkValues = Readonly<{
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
  sub4: string | null;
  sub5: string | null;
  source: string | null;
  affClickId: string | null;
  /** The landing page the link names: its number (`lp=17`), or its id in links made before numbers. */
  landingPage: string | null;
  creativeId: string | null;
  deepLink: string | null;
}>;

export type ClickEnvironment = Readonly<{
  now: Date;
  random: Random;
  isTest: boolean;
  caps: CapCounters;
  /** The tenant's offers by id, for fallback offers. */
  offerById: (offerId: string) => OfferSnapshot | undefined;
  /** Whether this visitor clicked the offer within its duplicate window. */
  repeatVisit: (snapshot: OfferSnapshot) => boolean;
  /** A click id for this offer; `eligible` false for clicks not sent to it. */
  issueClickId: (snapshot: OfferSnapshot, eligible: boolean) => string;
}>;

export type ClickStep = Readonly<{
  snapshot: OfferSnapshot;
  clickId: string;
  verdicts: readonly CheckVerdict[];
  reason: ClickReason | null;
  /** A repeat visit the offer allows: valid, but not unique. */
  duplicate: boolean;
  landingPageId: string | null;
  creativeId: string | null;
  /** The fallback entry this step took (failed steps only). */
  fallback: FallbackEntry | null;
  /** Where this step sent the visitor: the offer's page for a valid step, a fallback URL, or null. */
  url: string | null;
  /** The click caps a valid, non-test step counts towards. */
  capKeys: readonly CapKey[];
}>;

export type ClickDecision = Readonly<{
  steps: readonly ClickStep[];
  outcome: 'valid' | 'fallback' | 'rejected';
  /** The last step's URL; null: the plain 404 page. */
  finalUrl: string | null;
  /** The offer whose redirect mode and cookie apply: the one that took the click. */
  validStep: ClickStep | null;
}>;

function macroValues(snapshot: OfferSnapshot, publisher: PublisherFacts, link: LinkValues, clickId: string) {
  return {
    click_id: clickId,
    pub_id: String(publisher.ref),
    offer_id: String(snapshot.offer.ref),
    sub1: link.sub1,
    sub2: link.sub2,
    sub3: link.sub3,
    sub4: link.sub4,
    sub5: link.sub5,
    source: link.source,
    aff_click_id: link.affClickId,
  };
}

/** The creative the link names, if it is the offer's and active; its landing page is the default page. */
function creativeOf(snapshot: OfferSnapshot, creativeId: string | null) {
  return creativeId
    ? snapshot.creatives.find((c) => c.id === creativeId && c.status === 'active')
    : undefined;
}

function validStep(
  snapshot: OfferSnapshot,
  publisher: PublisherFacts,
  link: LinkValues,
  env: ClickEnvironment,
  verdicts: readonly CheckVerdict[],
  duplicate: boolean,
): ClickStep {
  const clickId = env.issueClickId(snapshot, true);
  const creative = creativeOf(snapshot, link.creativeId);
  const page = chooseLandingPage(snapshot, link.landingPage ?? creative?.landingPageId ?? null, env.random);
  const deepLink = allowedDeepLink(snapshot, link.deepLink);
  const template = page?.url ?? snapshot.offer.destinationUrl;
  const url = deepLink ?? fillMacros(template, macroValues(snapshot, publisher, link, clickId));
  const capKeys = env.isTest ? [] : clickCapsOf(snapshot, publisher, env.now).map((cap) => cap.key);
  return {
    snapshot,
    clickId,
    verdicts,
    reason: null,
    duplicate,
    landingPageId: deepLink ? null : (page?.id ?? null),
    creativeId: creative?.id ?? null,
    fallback: null,
    url,
    capKeys,
  };
}

function failedStep(
  snapshot: OfferSnapshot,
  publisher: PublisherFacts,
  link: LinkValues,
  env: ClickEnvironment,
  verdicts: readonly CheckVerdict[],
  reason: ClickReason,
  fallback: FallbackEntry | null,
): ClickStep {
  const clickId = env.issueClickId(snapshot, false);
  const url =
    fallback?.kind === 'url' && fallback.url
      ? fillMacros(fallback.url, macroValues(snapshot, publisher, link, clickId))
      : null;
  const creativeId = creativeOf(snapshot, link.creativeId)?.id ?? null;
  return {
    snapshot,
    clickId,
    verdicts,
    reason,
    duplicate: false,
    landingPageId: null,
    creativeId,
    fallback,
    url,
    capKeys: [],
  };
}

export function evaluateClick(
  first: OfferSnapshot,
  publisher: PublisherFacts,
  visitor: VisitorFacts,
  link: LinkValues,
  env: ClickEnvironment,
): ClickDecision {
  const steps: ClickStep[] = [];
  const visited = new Set<string>();
  let snapshot: OfferSnapshot | undefined = first;
  while (snapshot) {
    visited.add(snapshot.offer.id);
    const repeatVisit = env.repeatVisit(snapshot);
    const input = {
      snapshot,
      publisher,
      visitor,
      now: env.now,
      repeatVisit,
      caps: env.caps,
      isTest: env.isTest,
    };
    const verdicts = everyVerdict(input);
    const reason = verdicts.find((verdict) => verdict.reason)?.reason ?? null;
    if (!reason) {
      const step = validStep(snapshot, publisher, link, env, verdicts, repeatVisit);
      steps.push(step);
      return { steps, outcome: 'valid', finalUrl: step.url, validStep: step };
    }
    const hopsLeft = steps.length < MAX_FALLBACK_HOPS;
    const candidate = chooseFallback(snapshot, reason, visited, env.random);
    const next =
      candidate?.kind === 'offer' && candidate.targetOfferId
        ? env.offerById(candidate.targetOfferId)
        : undefined;
    // An offer entry whose target is gone, or one hop too many, leaves the click refused.
    const fallback = candidate && (candidate.kind === 'url' || (next && hopsLeft)) ? candidate : null;
    const step = failedStep(snapshot, publisher, link, env, verdicts, reason, fallback);
    steps.push(step);
    if (fallback?.kind === 'url') return { steps, outcome: 'fallback', finalUrl: step.url, validStep: null };
    snapshot = fallback ? next : undefined;
  }
  return { steps, outcome: 'rejected', finalUrl: null, validStep: null };
}
