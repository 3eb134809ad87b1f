import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isLocalhostName } from '@affnet/contracts';

/**
 * What setting/domain asks DNS: a name's addresses (for the check) and TXT records (for
 * verification). It asks DNS itself, not the system's host table: what counts is what visitors'
 * resolvers will see. `DOMAIN_DNS_SERVERS` names the servers (else the system's resolv.conf).
 */
export type DomainDns = {
  /** Every A and AAAA address of the name; none when it has no such record. */
  addressesOf: (host: string) => Promise<string[]>;
  /** Every TXT record at the name, each one string; none when there is no such record. */
  textsOf: (name: string) => Promise<string[]>;
};

/** A question no DNS server answered (timeout, refusal, server failure): not the same as "no record". */
export class DnsUnansweredError extends Error {
  constructor(name: string, code: string) {
    super(`DNS did not answer for ${name} (${code})`);
    this.name = 'DnsUnansweredError';
  }
}

const QUERY_TIMEOUT_MS = 3000;
const QUERY_TRIES = 2;
/** Codes that mean the name or the record type does not exist: an answer, not a failure. */
const NO_SUCH_RECORD = new Set(['ENOTFOUND', 'ENODATA']);

function codeOf(error: unknown): string {
  return (error as { code?: unknown } | null)?.code?.toString() ?? 'unknown error';
}

/** The records of one query; none when DNS says there are none, DnsUnansweredError when it did not say. */
async function recordsOf<T>(name: string, ask: () => Promise<T[]>): Promise<T[]> {
  try {
    return await ask();
  } catch (error) {
    if (NO_SUCH_RECORD.has(codeOf(error))) return [];
    throw new DnsUnansweredError(name, codeOf(error));
  }
}

export function createDomainDns(servers: readonly string[]): DomainDns {
  const resolver = new Resolver({ timeout: QUERY_TIMEOUT_MS, tries: QUERY_TRIES });
  if (servers.length > 0) resolver.setServers([...servers]);
  return {
    async addressesOf(host) {
      // RFC 6761: names under .localhost are the loopback, whatever a resolver says.
      if (isLocalhostName(host)) return ['127.0.0.1', '::1'];
      // A host the operator registered as an address (tenant create) is that address.
      if (isIP(host) !== 0) return [host];
      const [v4, v6] = await Promise.all([
        recordsOf(host, () => resolver.resolve4(host)),
        recordsOf(host, () => resolver.resolve6(host)),
      ]);
      return [...v4, ...v6];
    },
    async textsOf(name) {
      // A TXT record may be split into strings of 255 bytes; its value is their concatenation.
      return (await recordsOf(name, () => resolver.resolveTxt(name))).map((chunks) => chunks.join(''));
    },
  };
}
