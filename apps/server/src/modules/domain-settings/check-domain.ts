import { request as httpGet } from 'node:http';
import { request as httpsGet } from 'node:https';
import { isIP } from 'node:net';
import { type DnsRecord, DOMAIN_CHECK_PATH, type DomainCheck } from '@affnet/contracts';
import type { Config } from '../../config/env';
import { isRefusedAddress } from '../publisher-postbacks/index';
import { DnsUnansweredError, type DomainDns } from './domain-dns';

const CHECK_TIMEOUT_MS = 10_000;
/** The answer is a tenant id: anything longer is not ours. */
const MAX_ANSWER_BYTES = 256;

/** Where every domain must point: this server's public host (a CNAME), or its address (an A record). */
export function dnsRecordOf(config: Pick<Config, 'publicUrl'>): DnsRecord | null {
  if (!config.publicUrl) return null;
  const { hostname } = new URL(config.publicUrl);
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) ? { type: 'A', value: bare } : { type: 'CNAME', value: hostname };
}

type Answer = { status: number; body: string };

/** One GET of the check path on `host` at `address`, over the scheme and port the server is public on. */
function fetchCheckPath(host: string, address: string, base: URL): Promise<Answer> {
  const secure = base.protocol === 'https:';
  const get = secure ? httpsGet : httpGet;
  const port = base.port || (secure ? 443 : 80);
  return new Promise((resolve, reject) => {
    const outgoing = get(
      {
        host: address,
        port,
        path: DOMAIN_CHECK_PATH,
        headers: { host: base.port ? `${host}:${base.port}` : host },
        servername: secure ? host : undefined,
        timeout: CHECK_TIMEOUT_MS,
      },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          body += chunk;
          if (body.length > MAX_ANSWER_BYTES) incoming.destroy();
        });
        incoming.on('close', () => resolve({ status: incoming.statusCode ?? 0, body: body.trim() }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 10 seconds')));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Whether the operator vouched for `host` (`DOMAIN_CHECK_ALLOW_HOSTS`, `host` or `host:port`). */
function isAllowedHost(host: string, port: number | string, allowHosts: readonly string[]): boolean {
  return allowHosts.some((entry) => entry === host || entry === `${host}:${port}`);
}

/** Why a connection failed, without its address (a Node error's message names the address it tried). */
function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

export type CheckDeps = {
  config: Pick<Config, 'publicUrl' | 'port' | 'domainCheckAllowHosts'>;
  dns: DomainDns;
};

type Resolved = { shown: string[]; target: string | undefined } | { failed: DomainCheck };

/**
 * The addresses to show (public ones only) and the one to call: a public address, or any for a
 * host the operator vouched for. Private, loopback and link-local addresses are neither shown nor
 * called (the same list as postbacks and SMTP, `isRefusedAddress`).
 */
async function resolveTarget(deps: CheckDeps, host: string, port: number | string): Promise<Resolved> {
  let addresses: string[];
  try {
    addresses = await deps.dns.addressesOf(host);
  } catch (error) {
    if (!(error instanceof DnsUnansweredError)) throw error;
    return { failed: { host, addresses: [], reachesThisNetwork: false, message: `${error.message}.` } };
  }
  if (addresses.length === 0) {
    const message = `${host} does not resolve yet. Create the DNS record shown above; changes can take a while to spread.`;
    return { failed: { host, addresses: [], reachesThisNetwork: false, message } };
  }
  const shown = addresses.filter((address) => !isRefusedAddress(address));
  const allowed = isAllowedHost(host, port, deps.config.domainCheckAllowHosts);
  return { shown, target: allowed ? addresses[0] : shown[0] };
}

/**
 * Whether `host` reaches this network: it resolves, and the check path on it answers this
 * network's id (the server answers it on every host, from the same memory tracking uses). The
 * request goes to the very address that was checked, never to a name resolved again, so a name
 * that turns private in between (DNS rebinding) is not called.
 */
export async function checkDomain(deps: CheckDeps, tenantId: string, host: string): Promise<DomainCheck> {
  const base = new URL(deps.config.publicUrl ?? `http://localhost:${deps.config.port}`);
  const port = base.port || (base.protocol === 'https:' ? 443 : 80);
  const resolved = await resolveTarget(deps, host, port);
  if ('failed' in resolved) return resolved.failed;
  const { shown: addresses, target } = resolved;
  if (!target) {
    return {
      host,
      addresses,
      reachesThisNetwork: false,
      message: `${host} points at a private, loopback or link-local address, which this server does not call. Point it at this server's public address.`,
    };
  }
  try {
    const answer = await fetchCheckPath(host, target, base);
    if (answer.status === 200 && answer.body === tenantId) {
      return { host, addresses, reachesThisNetwork: true, message: `${host} reaches this network.` };
    }
    return {
      host,
      addresses,
      reachesThisNetwork: false,
      message: `${host} answered (HTTP ${answer.status}), but not as this network: point it at this server.`,
    };
  } catch (error) {
    return {
      host,
      addresses,
      reachesThisNetwork: false,
      message: `${host} resolves, but this server could not be reached there (${reasonOf(error)}).`,
    };
  }
}

/** A pending domain routes to no network, so checking it would only find the default one: say what to do first. */
export function pendingCheckOf(host: string): DomainCheck {
  return {
    host,
    addresses: [],
    reachesThisNetwork: false,
    message: `${host} is not verified yet: create the TXT record shown and press "Verify". Until then it reaches no network.`,
  };
}
