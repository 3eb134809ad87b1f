import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../lib/file-store';
import type { OfferSnapshot, SnapshotCreative } from '../../offer-model/index';
import { type ClickLink, readShortLink } from '../click/click-link';
import { cleanTracked, USER_AGENT_MAX } from '../click/tracked-values';
import { type PublisherFacts, publisherRefusal } from '../engine/checks/index';
import type { ClickSink, HeldAnswer, ImpressionRecord } from '../engine/click-record';
import { visitorFactsOf } from '../engine/visitor';
import type { LinkCodec } from '../ids/link-code';
import type { TrackingState } from '../state/tracking-state';
import type { TrackingHandler, TrackingRequest } from '../tracking-context';

/*
 * `/i/{code}?creative={id}`: a banner's image, counted as an impression (docs/tracking.md
 * "Impressions"). The code is the publisher's own link code (offer and publisher, signed), so a
 * banner's code names the same offer, publisher and creative for its views as for its clicks.
 * Decided from memory like a click, kept like one (the writer's journal before the answer leaves);
 * the image's bytes come from the file store. The answer is `no-store`, so every view asks again
 * and is counted. A link that shows no banner answers a blank pixel and counts nothing.
 */

export type ImpressionDeps = Readonly<{
  state: TrackingState;
  linkCodes: LinkCodec;
  sink: ClickSink;
  /** Where banners' bytes are; null where nothing is served (the demo's traffic). */
  files: FileStore | null;
  now: () => Date;
}>;

/** One request of a banner's image, as the handler reads it. */
export type ImpressionVisit = Readonly<{
  tenantId: string;
  method: string;
  ip: string;
  behindProxy: boolean;
  headers: IncomingHttpHeaders;
  link: ClickLink;
}>;

type BannerFile = NonNullable<SnapshotCreative['file']>;
type Banner = SnapshotCreative & { file: BannerFile };

/** The banner a request shows, and the impression it counted (null when it counts none). */
export type ImpressionDecision = Readonly<{ banner: Banner; record: ImpressionRecord | null }>;

const isBanner = (creative: SnapshotCreative): creative is Banner =>
  creative.type === 'banner' && creative.file !== null;

/**
 * A view counts when the offer is live, the publisher may run it, the banner is active and the
 * link is no staff test link; views of a paused offer or banner still show the image.
 */
function mayCount(snapshot: OfferSnapshot, publisher: PublisherFacts, banner: Banner, link: ClickLink) {
  return (
    snapshot.offer.status === 'active' &&
    banner.status === 'active' &&
    link.testToken === null &&
    publisherRefusal(snapshot, publisher) === null
  );
}

/**
 * Decides a request of a banner's image and counts the impression (a GET by no bot): null when
 * the link shows nothing (unknown offer, publisher or banner, a suspended network). The demo's
 * traffic runs it too.
 */
export function takeImpression(deps: ImpressionDeps, visit: ImpressionVisit): ImpressionDecision | null {
  const { link } = visit;
  const tenant = deps.state.tenantState(visit.tenantId);
  const snapshot = tenant?.offersByRef.get(link.offerRef);
  const publisher = tenant?.publishersByRef.get(link.publisherRef);
  if (tenant?.tenant.status !== 'active' || !snapshot || !publisher) return null;
  const banner = snapshot.creatives.find((creative) => creative.id === link.values.creativeId);
  if (!banner || !isBanner(banner)) return null;
  if (visit.method !== 'GET' || !mayCount(snapshot, publisher, banner, link)) return { banner, record: null };
  const visitor = visitorFactsOf({
    ip: visit.ip,
    userAgent: cleanTracked(visit.headers['user-agent'], USER_AGENT_MAX) ?? '',
    acceptLanguage: visit.headers['accept-language'],
    behindProxy: visit.behindProxy,
  });
  if (visitor.isBot) return { banner, record: null };
  const { values } = link;
  const record: ImpressionRecord = {
    kind: 'impression',
    id: randomUUID(),
    shownAt: deps.now(),
    tenantId: snapshot.offer.tenantId,
    offerId: snapshot.offer.id,
    publisherId: publisher.id,
    advertiserId: snapshot.offer.advertiserId,
    creativeId: banner.id,
    country: visitor.country,
    deviceType: visitor.device,
    os: visitor.os,
    browser: visitor.browser,
    sub1: values.sub1,
    sub2: values.sub2,
    sub3: values.sub3,
    sub4: values.sub4,
    sub5: values.sub5,
    source: values.source,
    currency: snapshot.offer.currency,
  };
  deps.sink.pushImpression?.(record);
  return { banner, record };
}

/** Headers of every image this route answers. */
const IMAGE_HEADERS = {
  // Every view asks again, so every view is counted.
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  // Shown on publishers' sites: another origin may load it.
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** A transparent 1×1 GIF. */
const BLANK_PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * What a link that shows no banner answers (an unknown, forged or mangled code, a banner of
 * another offer, a file gone): a blank pixel, counted nowhere, so a publisher's page never shows
 * a broken image and a prober learns nothing from the answer.
 */
function sendBlankPixel(response: ServerResponse): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(200, {
    ...IMAGE_HEADERS,
    'content-type': 'image/gif',
    'content-length': String(BLANK_PIXEL.length),
  });
  response.end(BLANK_PIXEL);
}

/** The banner's bytes, as uploaded and proved (docs/ARCHITECTURE.md "Forms and files"). */
async function sendBanner(response: ServerResponse, files: FileStore, file: BannerFile): Promise<void> {
  const stream = await files.open(file.storageKey);
  if (!stream) {
    sendBlankPixel(response);
    return;
  }
  response.writeHead(200, {
    ...IMAGE_HEADERS,
    'content-type': file.contentType,
    'content-length': String(file.byteSize),
  });
  await pipeline(stream, response);
}

/** The image, once the impression it counted is kept (the writer's journal). */
class HeldBannerAnswer implements HeldAnswer {
  constructor(
    private readonly response: ServerResponse,
    private readonly files: FileStore,
    private readonly file: BannerFile,
    private readonly onError: (error: unknown) => void,
  ) {}

  send(): void {
    sendBanner(this.response, this.files, this.file).catch((error: unknown) => {
      sendBlankPixel(this.response);
      this.onError(error);
    });
  }
}

type ImpressionHandlerDeps = ImpressionDeps & { files: FileStore; onError: (error: unknown) => void };

/** The decision of a request, or null; a decision that throws (a bug) is logged and counts nothing. */
function decide(deps: ImpressionHandlerDeps, request: TrackingRequest): ImpressionDecision | null {
  try {
    const link = readShortLink(request.params.code, request.query, deps.linkCodes);
    if (!link) return null;
    return takeImpression(deps, {
      tenantId: request.tenant.id,
      method: request.method,
      ip: request.ip,
      behindProxy: request.behindProxy,
      headers: request.raw.headers,
      link,
    });
  } catch (error) {
    deps.onError(error);
    return null;
  }
}

/** `/i/:code`: always an image; the banner when the link shows one, else the blank pixel. */
export function createImpressionHandler(deps: ImpressionHandlerDeps): TrackingHandler {
  return (request, response) => {
    const decision = decide(deps, request);
    if (!decision) return sendBlankPixel(response);
    const answer = new HeldBannerAnswer(response, deps.files, decision.banner.file, deps.onError);
    if (decision.record && deps.sink.afterKept) deps.sink.afterKept(answer);
    else answer.send();
  };
}
