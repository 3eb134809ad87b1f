import { createHmac } from 'node:crypto';

/**
 * `X-Affnet-Signature: t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{method}.{url}.{body}"}`
 * with the publisher's postback secret (docs/tracking.md "Publisher postbacks"). The time is
 * signed so a publisher can refuse old replays; the method, URL and body so none can be altered.
 */
export function signPostback(
  secret: string,
  request: { method: string; url: string; body: string },
  unixSeconds: number,
): string {
  const payload = `${unixSeconds}.${request.method}.${request.url}.${request.body}`;
  const mac = createHmac('sha256', secret).update(payload).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
