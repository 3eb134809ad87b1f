import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** Which peer may speak for the client through X-Forwarded-*: the panel's `trustProxy`, read the same way. */
export type TrustPeer = (address: string, hop: number) => boolean;

/** `TRUST_PROXY` as Fastify reads it for the panel: true, false, or a list of addresses, ranges and names. */
export function compileTrust(trustProxy: boolean | string): TrustPeer {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((item) => item.trim()));
}

/**
 * The caller as the tracking context sees it: its address, the scheme it used, and whether the
 * request shows a forwarding proxy between the visitor and the proxies we trust.
 */
export type ClientOrigin = { ip: string; protocol: 'http' | 'https'; behindProxy: boolean };

/**
 * Headers a forwarding proxy adds (RFC 7230 `Via`, RFC 7239 `Forwarded`, and the common
 * non-standard ones). Browsers never send them: from a visitor's own connection they mean a proxy.
 */
const PROXY_HEADERS = ['via', 'forwarded', 'x-real-ip', 'client-ip', 'x-proxy-id', 'x-bluecoat-via'];

/**
 * A transparent proxy, from what the request itself says (docs/tracking.md, "Checks, in this
 * order"): the X-Forwarded-For chain goes on past the client's address (a proxy beyond ours named
 * the address it forwarded for), or, with no trusted proxy in front, the visitor's own connection
 * carries a proxy's header. Only there: a trusted proxy or CDN may add Via or Forwarded itself.
 * Anonymous proxies and VPNs add nothing to the request; those run from data centres are known
 * by the address's network instead (engine/networks/).
 */
function behindProxyOf(request: IncomingMessage, trusted: readonly string[]): boolean {
  const xff = request.headers['x-forwarded-for'];
  if (xff !== undefined && trusted.length < proxyAddr.all(request).length) return true;
  return trusted.length === 1 && PROXY_HEADERS.some((name) => request.headers[name] !== undefined);
}

/**
 * The client's address (X-Forwarded-For walked back through trusted proxies only, as Fastify's
 * `request.ip` does) and scheme (X-Forwarded-Proto from a trusted peer, and only http or https:
 * anything else is ignored, never passed on into a link).
 */
export function clientOriginOf(request: IncomingMessage, trust: TrustPeer): ClientOrigin {
  const peer = request.socket.remoteAddress ?? '';
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const forwardedProto = request.headers['x-forwarded-proto'];
  // Closest first, up to and including the first address not trusted: the client. With nothing
  // forwarded (most clicks) that is the peer alone, and no address needs parsing.
  const trusted = request.headers['x-forwarded-for'] === undefined ? [peer] : proxyAddr.all(request, trust);
  const ip = trusted[trusted.length - 1] ?? peer;
  const claimed = (Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto)
    ?.split(',')[0]
    ?.trim()
    .toLowerCase();
  // The claim is read first: without one, the peer is never asked about (no address parsed).
  const protocol =
    (claimed === 'http' || claimed === 'https') && peer && trust(peer, 0)
      ? claimed
      : encrypted
        ? 'https'
        : 'http';
  return { ip, protocol, behindProxy: behindProxyOf(request, trusted) };
}
