import { lookup } from 'node:dns/promises';
import { request as httpGet } from 'node:http';
import { request as httpsGet } from 'node:https';
import { isIP } from 'node:net';
import { type DnsRecord, DOMAIN_CHECK_PATH, type DomainCheck } from '@affnet/contracts';
import type { Config } from '../../config/env';

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

/** The addresses a name resolves to. Names under `.localhost` are the loopback, as RFC 6761 has it. */
async function addressesOf(host: string): Promise<string[]> {
  if (host === 'localhost' || host.endsWith('.localhost')) return ['127.0.0.1'];
  const found = await lookup(host, { all: true, verbatim: true });
  return found.map((entry) => entry.address);
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

/**
 * Whether `host` reaches this network: it resolves, and the check path on it answers this
 * network's id (the server answers it on every host, from the same memory tracking uses).
 */
export async function checkDomain(
  config: Pick<Config, 'publicUrl' | 'port'>,
  tenantId: string,
  host: string,
): Promise<DomainCheck> {
  let addresses: string[];
  try {
    addresses = await addressesOf(host);
  } catch {
    return {
      host,
      addresses: [],
      reachesThisNetwork: false,
      message: `${host} does not resolve yet. Create the DNS record shown above; changes can take a while to spread.`,
    };
  }
  const base = new URL(config.publicUrl ?? `http://localhost:${config.port}`);
  const [address] = addresses;
  if (!address) {
    return { host, addresses, reachesThisNetwork: false, message: `${host} resolves to no address.` };
  }
  try {
    const answer = await fetchCheckPath(host, address, base);
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
    const reason = error instanceof Error ? error.message : String(error);
    return {
      host,
      addresses,
      reachesThisNetwork: false,
      message: `${host} resolves to ${addresses.join(', ')}, but this server could not be reached there (${reason}).`,
    };
  }
}
