import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { SmtpServer } from '../../lib/mailer';
import { isRefusedAddress } from '../publisher-postbacks/index';

/**
 * A network admin types their mail server's host, so without this check they could make this
 * server open connections inside its own network (the database, the cloud metadata service).
 * The host is resolved here and the connection pinned to an address that may be reached (the
 * name kept for TLS), so a name that turns private between check and connect is refused too.
 * `SMTP_ALLOW_HOSTS` (`host` or `host:port`) lets an operator vouch for an internal server.
 */
export class RefusedSmtpHostError extends Error {
  constructor(host: string) {
    super(
      `${host} is a private, loopback or link-local address, which a network's mail server may not use (the server's operator can allow it with SMTP_ALLOW_HOSTS)`,
    );
    this.name = 'RefusedSmtpHostError';
  }
}

function isAllowed(server: SmtpServer, allowHosts: readonly string[]): boolean {
  const host = server.host.toLowerCase();
  return allowHosts.some((entry) => entry === host || entry === `${host}:${server.port}`);
}

/** The server with `host` replaced by the address to connect to, or RefusedSmtpHostError. */
export async function pinSmtpDestination(
  server: SmtpServer,
  allowHosts: readonly string[],
): Promise<SmtpServer> {
  if (isAllowed(server, allowHosts)) return server;
  const bare = server.host.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare) !== 0) {
    if (isRefusedAddress(bare)) throw new RefusedSmtpHostError(server.host);
    return server;
  }
  const addresses = await lookup(bare, { all: true });
  const usable = addresses.find((entry) => !isRefusedAddress(entry.address));
  if (!usable) throw new RefusedSmtpHostError(server.host);
  return { ...server, host: usable.address, servername: bare };
}
