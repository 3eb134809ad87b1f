import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { POSTBACK_DELIVERY_HEADER, POSTBACK_SIGNATURE_HEADER, SSRF_REFUSED } from '@affnet/contracts';
import {
  bareHostOf,
  guardedLookup,
  isAllowedHost,
  isRefusedAddress,
  RefusedDestinationError,
} from './destination-guard';
import { signPostback } from './signature';

/** How much of an answer the log keeps. */
export const RESPONSE_BODY_LIMIT = 1024;
export const DEFAULT_POSTBACK_TIMEOUT_MS = 5000;

export type OutgoingPostback = {
  deliveryId: string;
  method: 'GET' | 'POST';
  url: string;
  body: string | null;
  secret: string;
};

export type SendOptions = {
  allowHosts: readonly string[];
  timeoutMs: number;
  /** Signing time, seconds since 1970. */
  unixSeconds: number;
};

/** What one attempt gave: an answer (any status), or an error with no answer. */
export type SendOutcome =
  | { kind: 'answered'; status: number; body: string }
  | { kind: 'error'; error: 'timeout' | typeof SSRF_REFUSED | 'network_error' | 'bad_url'; detail: string };

// No keep-alive: each call connects (and is checked) anew, and no socket outlives its delivery.
const guardedAgents = {
  'http:': new HttpAgent({ keepAlive: false, lookup: guardedLookup }),
  'https:': new HttpsAgent({ keepAlive: false, lookup: guardedLookup }),
};
const plainAgents = {
  'http:': new HttpAgent({ keepAlive: false }),
  'https:': new HttpsAgent({ keepAlive: false }),
};

/** A JSON body is sent as JSON; anything else as a form, which is what postback bodies usually are. */
function contentTypeOf(body: string): string {
  try {
    JSON.parse(body);
    return 'application/json';
  } catch {
    return 'application/x-www-form-urlencoded';
  }
}

/** Letters of the answer for the log: no NUL or control characters (PostgreSQL text refuses NUL). */
function logText(bytes: Buffer): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return bytes.toString('utf8').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

function readStart(response: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => resolve(logText(Buffer.concat(chunks).subarray(0, limit)));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      // Enough for the log: stop reading, the rest of a large answer is of no use to us.
      if (size >= limit) {
        response.destroy();
        finish();
      }
    });
    response.on('end', finish);
    response.on('error', finish);
    response.on('close', finish);
  });
}

/**
 * Sends one postback, signed, with a deadline for the whole exchange. Redirects are answers, not
 * instructions: Node's http client does not follow them, and neither do we. The destination's
 * address is checked on connect unless the operator allowed its host.
 */
export function sendPostback(postback: OutgoingPostback, options: SendOptions): Promise<SendOutcome> {
  let url: URL;
  try {
    url = new URL(postback.url);
  } catch {
    return Promise.resolve({ kind: 'error', error: 'bad_url', detail: 'The URL cannot be parsed' });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.resolve({ kind: 'error', error: 'bad_url', detail: 'Only http and https are called' });
  const allowed = isAllowedHost(url, options.allowHosts);
  const host = bareHostOf(url);
  // An address literal never goes through `lookup`, so it is judged here.
  if (!allowed && isIP(host) !== 0 && isRefusedAddress(host))
    return Promise.resolve({
      kind: 'error',
      error: SSRF_REFUSED,
      detail: new RefusedDestinationError(host).message,
    });

  const body = postback.method === 'POST' ? (postback.body ?? '') : '';
  const headers: Record<string, string> = {
    'user-agent': 'affnet-postback/1',
    [POSTBACK_SIGNATURE_HEADER]: signPostback(
      postback.secret,
      // The URL as it goes on the wire (normalized), which is what the receiver can rebuild.
      { method: postback.method, url: url.href, body },
      options.unixSeconds,
    ),
    [POSTBACK_DELIVERY_HEADER]: postback.deliveryId,
  };
  if (postback.method === 'POST') {
    headers['content-type'] = contentTypeOf(body);
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  const agents = allowed ? plainAgents : guardedAgents;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve(outcome);
    };
    const outgoing: ClientRequest = send(
      url,
      { method: postback.method, headers, agent: agents[url.protocol as 'http:' | 'https:'] },
      (response) => {
        readStart(response, RESPONSE_BODY_LIMIT).then(
          (text) => settle({ kind: 'answered', status: response.statusCode ?? 0, body: text }),
          () => settle({ kind: 'answered', status: response.statusCode ?? 0, body: '' }),
        );
      },
    );
    const deadline = setTimeout(() => {
      settle({ kind: 'error', error: 'timeout', detail: `No answer within ${options.timeoutMs} ms` });
      outgoing.destroy();
    }, options.timeoutMs);
    outgoing.on('error', (error: Error & { code?: string }) => {
      if (error instanceof RefusedDestinationError || error.code === SSRF_REFUSED)
        settle({ kind: 'error', error: SSRF_REFUSED, detail: error.message });
      else settle({ kind: 'error', error: 'network_error', detail: error.message.slice(0, 300) });
    });
    outgoing.end(body || undefined);
  });
}
