import { hostname } from 'node:os';
import {
  INSTALLATION_HOST_MESSAGE,
  isAddressLikeHost,
  isLocalhostName,
  NOT_AN_ADDRESS_MESSAGE,
} from '@affnet/contracts';
import type { Config } from '../../config/env';
import { normalizeHost } from '../../tenancy/index';

/**
 * Hosts no network may claim: they reach this installation whatever any network does, so a
 * network that registered one would take over what the default network answers there (its panel,
 * its links). An address, in any form (a network's domain is a name; `127.1` is 127.0.0.1 to a
 * browser); `localhost` and the names under it; the host of `PUBLIC_URL`; this machine's own name.
 */
export function refusalOf(config: Pick<Config, 'publicUrl'>, host: string): string | null {
  const name = normalizeHost(host);
  if (isAddressLikeHost(name)) return NOT_AN_ADDRESS_MESSAGE;
  if (isLocalhostName(name) || installationHostsOf(config).includes(name)) return INSTALLATION_HOST_MESSAGE;
  return null;
}

function installationHostsOf(config: Pick<Config, 'publicUrl'>): string[] {
  const own = [normalizeHost(hostname())];
  if (config.publicUrl) own.push(normalizeHost(new URL(config.publicUrl).hostname));
  return own;
}
