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

/** The caller as the tracking context sees it: its address and the scheme it used. */
export type ClientOrigin = { ip: string; protocol: 'http' | 'https' };

/**
 * The client's address (X-Forwarded-For walked back through trusted proxies only, as Fastify's
 * `request.ip` does) and scheme (X-Forwarded-Proto from a trusted peer, and only http or https:
 * anything else is ignored, never passed on into a link).
 */
export function clientOriginOf(request: IncomingMessage, trust: TrustPeer): ClientOrigin {
  const peer = request.socket.remoteAddress ?? '';
  const ip = proxyAddr(request, trust);
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const forwarded = request.headers['x-forwarded-proto'];
  const claimed = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  const protocol =
    peer && trust(peer, 0) && (claimed === 'http' || claimed === 'https')
      ? claimed
      : encrypted
        ? 'https'
        : 'http';
  return { ip, protocol };
}
