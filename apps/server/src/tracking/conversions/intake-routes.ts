import type { ServerResponse } from 'node:http';
import type { ConversionChannel } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { cookieNameOf, cookieValueOf } from '../click-cookie';
import type { TrackingContext, TrackingRequest } from '../tracking-context';
import { readBodyParams } from './intake-body';
import { collectParams } from './intake-params';
import { type IntakeDeps, type IntakeOutcome, receiveConversion } from './receive-conversion';
import { TAG_SCRIPT } from './tag-script';

/*
 * Conversions in (docs/tracking.md "Conversions"): `/postback` answers JSON with a stable reason
 * code; `/pixel`, `/iframe` and the JS tag's pixel answer their image or page whatever happened
 * (a browser shows nothing of it), and the log records the result.
 */

export type ConversionIntakeOptions = IntakeDeps & { log: () => FastifyBaseLogger };

const NO_STORE = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const IFRAME_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title></title></html>';
/** Seconds an advertiser should wait before retrying while the database is down. */
const RETRY_AFTER_SECONDS = 30;

/** Seconds to wait: while the database is down, or until a limited source's window ends. */
function retryAfterOf(outcome: IntakeOutcome): number | null {
  if (outcome.result === 'unavailable') return RETRY_AFTER_SECONDS;
  return 'retryAfterSeconds' in outcome ? (outcome.retryAfterSeconds ?? null) : null;
}

function sendJson(response: ServerResponse, outcome: IntakeOutcome): void {
  const body =
    outcome.result === 'accepted' || outcome.result === 'repeat'
      ? { status: 'ok', conversionId: outcome.conversionId }
      : outcome.result === 'unavailable'
        ? { status: 'unavailable', reason: 'unavailable' }
        : { status: 'rejected', reason: outcome.result };
  const seconds = retryAfterOf(outcome);
  const retry = seconds === null ? {} : { 'retry-after': String(seconds) };
  response.writeHead(outcome.httpStatus, { ...NO_STORE, ...retry, 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function sendPixel(response: ServerResponse): void {
  response.writeHead(200, { ...NO_STORE, 'content-type': 'image/gif', 'content-length': PIXEL.length });
  response.end(PIXEL);
}

function sendIframePage(response: ServerResponse): void {
  response.writeHead(200, { ...NO_STORE, 'content-type': 'text/html; charset=utf-8' });
  response.end(IFRAME_PAGE);
}

async function receive(
  options: ConversionIntakeOptions,
  request: TrackingRequest,
  channel: ConversionChannel,
) {
  const body = await readBodyParams(request.raw);
  return receiveConversion(
    options,
    {
      tenantId: request.tenant.id,
      networkIntake: request.tenant.conversionIntake,
      channel,
      method: request.method,
      protocol: request.protocol,
      ip: request.ip,
      params: collectParams([...request.query, ...body]),
      cookieClickId: (offerRef) => cookieValueOf(request.raw.headers.cookie, cookieNameOf(offerRef)),
    },
    (error) => options.log().error({ err: error, channel }, 'conversion intake: storage failed'),
  );
}

/** HEAD (a link checker, a prefetch) asks about the address; it never records a conversion. */
const isHead = (request: TrackingRequest) => request.method === 'HEAD';

function sendHeadRefusal(response: ServerResponse): void {
  response.writeHead(405, { ...NO_STORE, allow: 'GET, POST' });
  response.end();
}

export function registerConversionIntake(tracking: TrackingContext, options: ConversionIntakeOptions): void {
  const postback = async (request: TrackingRequest, response: ServerResponse) => {
    if (isHead(request)) return sendHeadRefusal(response);
    sendJson(response, await receive(options, request, 'postback'));
  };
  tracking.route({ method: 'GET', url: '/postback', hosts: 'any', handler: postback });
  tracking.route({ method: 'POST', url: '/postback', hosts: 'any', handler: postback });
  tracking.route({
    method: 'GET',
    url: '/pixel',
    hosts: 'any',
    handler: async (request, response) => {
      if (!isHead(request))
        await receive(options, request, request.query.get('via') === 'js' ? 'js' : 'pixel');
      sendPixel(response);
    },
  });
  tracking.route({
    method: 'GET',
    url: '/iframe',
    hosts: 'any',
    handler: async (request, response) => {
      if (!isHead(request)) await receive(options, request, 'iframe');
      sendIframePage(response);
    },
  });
  tracking.route({
    method: 'GET',
    url: '/tag.js',
    hosts: 'any',
    handler: (_request, response) => {
      response.writeHead(200, {
        'cache-control': 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        'content-type': 'text/javascript; charset=utf-8',
      });
      response.end(TAG_SCRIPT);
    },
  });
}
