import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import FindMyWay from 'find-my-way';
import type { ResolvedTenant, Tenant } from '../tenancy/index';
import { type ClientOrigin, clientOriginOf, compileTrust } from './client-address';
import { sendFailurePage, sendNotFoundPage } from './plain-answers';

/*
 * The tracking context: what a click, a conversion or a pixel needs and nothing more. It answers
 * in front of Fastify (the panel), on the raw Node request, so a redirect pays for no framework:
 * no helmet, sessions, form decoding, OpenAPI, JSON errors or per-request log line (the click row
 * is the log). docs/ARCHITECTURE.md ("Two contexts") says why and what it costs.
 */

export type TrackingRequest = ClientOrigin & {
  raw: IncomingMessage;
  method: string;
  path: string;
  query: URLSearchParams;
  /** Named parts of the route's path (`/c/:code` → `code`), decoded. */
  params: Readonly<Record<string, string | undefined>>;
  tenant: Tenant;
  /** The host is one of the tenant's tracking domains (not a panel domain or an unclaimed host). */
  onTrackingDomain: boolean;
};

export type TrackingHandler = (request: TrackingRequest, response: ServerResponse) => void | Promise<void>;

export type TrackingRoute = {
  method: 'GET' | 'POST';
  /** A find-my-way path: `/click`, `/c/:code`. */
  url: string;
  /**
   * `any`: on every host of a tenant, panel domains and unclaimed hosts included, so links work on a
   * fresh install's localhost; `tracking-domain`: only there (its `/`, say, which the panel owns elsewhere).
   */
  hosts: 'any' | 'tracking-domain';
  handler: TrackingHandler;
};

/** Where the panel (Fastify) takes over: its request handler. */
export type PanelHandler = (request: IncomingMessage, response: ServerResponse) => void;

export type TrackingContext = {
  route: (route: TrackingRoute) => void;
  /** Answers the request when it is the tracking context's; otherwise hands it to the panel untouched. */
  dispatch: (request: IncomingMessage, response: ServerResponse, panel: PanelHandler) => void;
};

/**
 * The tenant of a Host header. The app passes the tracking state's host map (answered from memory,
 * refreshed by the change feed); a `TenantResolver` fits too.
 */
export type HostResolver = {
  resolve: (host: string | undefined) => ResolvedTenant | null | Promise<ResolvedTenant | null>;
};

export type TrackingContextOptions = {
  tenants: HostResolver;
  trustProxy: boolean | string;
  /** Read when something fails (Fastify's logger exists only once the app is built). */
  log: () => FastifyBaseLogger;
};

type Router = ReturnType<typeof FindMyWay>;
type Match = { route: TrackingRoute; params: Record<string, string | undefined> };

function pathAndQueryOf(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark === -1 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

function findIn(router: Router, method: string, path: string): Match | null {
  const found = router.find(method as 'GET', path);
  return found ? { route: found.store, params: found.params } : null;
}

/**
 * The route of a path. find-my-way finds nothing when it cannot decode a parameter (a stray `%`,
 * a broken UTF-8 escape); such a parameter is then read literally, so a mangled click link still
 * reaches its route and answers the plain "not valid" page there, not the panel's JSON error.
 */
function matchIn(router: Router, method: string, path: string): Match | null {
  const found = findIn(router, method, path);
  if (found || !path.includes('%')) return found;
  return findIn(router, method, path.replaceAll('%', '%25'));
}

/*
 * No length limit of find-my-way's own on a parameter (100 by default): an overlong short-link
 * code is still a click link, refused by its handler, not a panel path. Node caps the whole
 * request line and headers at 16 KB anyway.
 */
const ROUTER_OPTIONS = { ignoreTrailingSlash: true, maxParamLength: 16 * 1024 };

export function createTrackingContext(options: TrackingContextOptions): TrackingContext {
  const trust = compileTrust(options.trustProxy);
  const onAnyHost = FindMyWay(ROUTER_OPTIONS);
  const onTrackingDomains = FindMyWay(ROUTER_OPTIONS);
  // The route travels as find-my-way's `store`; requests are dispatched by `dispatch`, not by this handler.
  const unused = () => undefined;

  function route(entry: TrackingRoute): void {
    const router = entry.hosts === 'any' ? onAnyHost : onTrackingDomains;
    const methods = entry.method === 'GET' ? (['GET', 'HEAD'] as const) : ([entry.method] as const);
    router.on([...methods], entry.url, unused, entry);
  }

  function fail(response: ServerResponse, error: unknown, path: string, tenant?: Tenant): void {
    const where = tenant ? { path, tenant: tenant.slug } : { path };
    options.log().error({ err: error, ...where }, 'tracking request failed');
    sendFailurePage(response);
  }

  /** Runs the matched route's handler; a handler that throws or rejects answers the failure page. */
  function run(match: Match, tracked: TrackingRequest, response: ServerResponse): void {
    try {
      const done = match.route.handler(tracked, response);
      if (done) done.catch((error: unknown) => fail(response, error, tracked.path, tracked.tenant));
    } catch (error) {
      fail(response, error, tracked.path, tracked.tenant);
    }
  }

  /** A request and what `dispatch` read of it before the tenant was known. */
  type Arrival = {
    request: IncomingMessage;
    response: ServerResponse;
    panel: PanelHandler;
    method: string;
    path: string;
    query: string;
    everywhere: Match | null;
  };

  function answerFor(arrival: Arrival, resolved: ResolvedTenant | null): void {
    const { request, response, panel, method, path, query, everywhere } = arrival;
    const onTrackingDomain = resolved?.domainKind === 'tracking';
    const match = everywhere ?? (onTrackingDomain ? matchIn(onTrackingDomains, method, path) : null);
    // A tracking domain carries tracking only: never the panel, its API or its pages.
    if (!match) {
      if (onTrackingDomain) sendNotFoundPage(response);
      else panel(request, response);
      return;
    }
    if (!resolved) {
      sendNotFoundPage(response);
      return;
    }
    const origin = clientOriginOf(request, trust);
    // Spelled out, not spread from `origin`: a spread followed by more properties made V8 build
    // a new hidden class for every request here (a tenth of a click's CPU, docs/performance.md).
    const tracked: TrackingRequest = {
      ip: origin.ip,
      protocol: origin.protocol,
      behindProxy: origin.behindProxy,
      raw: request,
      method,
      path,
      query: new URLSearchParams(query),
      params: match.params,
      tenant: resolved.tenant,
      onTrackingDomain,
    };
    run(match, tracked, response);
  }

  /** The tenant lookup failed: tracking routes answer 503; anything else is the panel's to answer. */
  function lookupFailed(arrival: Arrival, error: unknown): void {
    if (!arrival.everywhere) {
      // Not ours: the panel resolves the tenant itself and answers the failure its own way.
      arrival.panel(arrival.request, arrival.response);
      return;
    }
    options.log().error({ err: error, path: arrival.path }, 'tracking: tenant lookup failed');
    sendFailurePage(arrival.response, 503);
  }

  function answerSafely(arrival: Arrival, resolved: ResolvedTenant | null): void {
    try {
      answerFor(arrival, resolved);
    } catch (error) {
      options.log().error({ err: error, path: arrival.path }, 'tracking dispatch failed');
      sendFailurePage(arrival.response);
    }
  }

  // Plain functions, no closures made per request: a click is answered in this turn when the
  // tenant comes from memory (the tracking state), after the promise otherwise.
  function dispatch(request: IncomingMessage, response: ServerResponse, panel: PanelHandler): void {
    const method = request.method ?? 'GET';
    const { path, query } = pathAndQueryOf(request.url ?? '/');
    const everywhere = matchIn(onAnyHost, method, path);
    const arrival: Arrival = { request, response, panel, method, path, query, everywhere };
    let resolving: ReturnType<HostResolver['resolve']>;
    try {
      resolving = options.tenants.resolve(request.headers.host);
    } catch (error) {
      lookupFailed(arrival, error);
      return;
    }
    if (!(resolving instanceof Promise)) {
      answerSafely(arrival, resolving);
      return;
    }
    resolving.then(
      (resolved) => answerSafely(arrival, resolved),
      (error: unknown) => lookupFailed(arrival, error),
    );
  }

  return { route, dispatch };
}

export type ServerTimeouts = { connectionTimeout: number; requestTimeout: number; keepAliveTimeout: number };

/**
 * The HTTP server of the whole app: the tracking context first, the panel for the rest. Fastify
 * sets its timeouts only on servers it makes itself, so they are set here.
 */
export function createFrontDoorServer(
  tracking: TrackingContext,
  panel: PanelHandler,
  timeouts: ServerTimeouts,
): Server {
  const server = createServer((request, response) => tracking.dispatch(request, response, panel));
  server.setTimeout(timeouts.connectionTimeout);
  server.requestTimeout = timeouts.requestTimeout;
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  return server;
}
