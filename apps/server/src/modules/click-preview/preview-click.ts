import { type ClickPreview, type ClickPreviewRequest, zonedTimeToUtc } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { OfferSnapshot } from '../../offer-model/index';
import type { ClickEngine, PublisherFacts } from '../../tracking/index';
import {
  type ClickStep,
  evaluateClick,
  geoOf,
  type LinkValues,
  networkOf,
  readPublishers,
  type VisitorFacts,
} from '../../tracking/index';

/*
 * "What would this click do?": the hot path's own evaluateClick over a described click, with the
 * offer read fresh from the database, fallback offers and cap counters from the engine's memory.
 * Nothing is committed: no record, no cap taken, no visit remembered.
 */

/** Stands in for the click id in the URLs shown (a preview issues none). */
export const PREVIEW_CLICK_ID = 'CLICK_ID';
const UNROUTABLE_IP = '0.0.0.0';

async function publisherOf(db: Database, tenantId: string, publisherId: string): Promise<PublisherFacts> {
  const [row] = await readPublishers(db, { partnerIds: [publisherId] });
  if (!row || row.tenantId !== tenantId)
    throw fieldError('publisherId', 'Choose a publisher of this network');
  return { id: row.id, ref: row.ref, tenantId: row.tenantId, status: row.status };
}

function visitorOf(request: ClickPreviewRequest): VisitorFacts {
  const ip = request.ip ?? UNROUTABLE_IP;
  const geo = geoOf(ip);
  const country = request.country ?? geo.country;
  const network = request.ip ? networkOf(ip) : null;
  return {
    ip,
    country,
    // A stated country other than the address's says nothing of the region.
    region: country === geo.country ? geo.region : null,
    device: request.device,
    os: request.os,
    browser: request.browser,
    languages: request.language ? [request.language] : [],
    connection: null,
    network,
    // "Through a proxy" states what only the request shows; the address's network speaks for itself.
    isProxy: request.proxy || network?.kind != null,
    isBot: false,
    userAgent: '',
  };
}

function linkOf(request: ClickPreviewRequest): LinkValues {
  return {
    sub1: request.sub1 ?? null,
    sub2: request.sub2 ?? null,
    sub3: request.sub3 ?? null,
    sub4: request.sub4 ?? null,
    sub5: request.sub5 ?? null,
    source: request.source ?? null,
    affClickId: null,
    landingPage: request.lp ?? null,
    creativeId: null,
    deepLink: request.url ?? null,
  };
}

function stepOf(step: ClickStep): ClickPreview['steps'][number] {
  const { offer, landingPages } = step.snapshot;
  const page = landingPages.find((p) => p.id === step.landingPageId);
  const fallback = step.fallback;
  return {
    offer: { id: offer.id, ref: offer.ref, name: offer.name },
    verdicts: step.verdicts.map(({ check, reason }) => ({ check, reason })),
    reason: step.reason,
    duplicate: step.duplicate,
    landingPage: page ? { id: page.id, name: page.name } : null,
    fallback: fallback
      ? {
          kind: fallback.kind,
          position: fallback.position,
          target: fallback.kind === 'url' ? (fallback.url ?? '') : (fallback.target?.name ?? ''),
        }
      : null,
  };
}

export async function previewClick(
  db: Database,
  engine: ClickEngine,
  snapshot: OfferSnapshot,
  request: ClickPreviewRequest,
): Promise<ClickPreview> {
  const tenantId = snapshot.offer.tenantId;
  const publisher = await publisherOf(db, tenantId, request.publisherId);
  const visitor = visitorOf(request);
  const now = request.at ? zonedTimeToUtc(request.at, snapshot.offer.timezone) : new Date();
  const decision = evaluateClick(snapshot, publisher, visitor, linkOf(request), {
    now,
    random: engine.random,
    isTest: false,
    caps: engine.caps,
    offerById: (id) => engine.state.tenantState(tenantId)?.offersById.get(id),
    repeatVisit: () => request.repeatVisit,
    issueClickId: () => PREVIEW_CLICK_ID,
  });
  return {
    visitor: {
      country: visitor.country,
      device: visitor.device,
      os: visitor.os,
      browser: visitor.browser,
      languages: [...visitor.languages],
      network: visitor.network,
    },
    steps: decision.steps.map(stepOf),
    outcome: decision.outcome,
    finalUrl: decision.finalUrl,
  };
}
