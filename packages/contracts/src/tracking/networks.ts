import { z } from 'zod';

/*
 * What the network an address belongs to says about a click (docs/tracking.md, "Visitor facts"):
 * networks whose addresses are servers, not people, count as proxies for an offer's
 * `blockProxies`. Residential and mobile networks have no kind.
 */
export const NETWORK_KINDS = ['data_centre', 'vpn', 'tor'] as const;
export type NetworkKind = (typeof NETWORK_KINDS)[number];

export const NETWORK_KIND_LABELS: Record<NetworkKind, string> = {
  data_centre: 'data centre, cloud or hosting',
  vpn: 'VPN provider',
  tor: 'Tor exit operator',
};

/** The autonomous system holding a visitor's address, from the offline IP → AS table. */
export const visitorNetworkSchema = z.object({
  asn: z.number().int().positive(),
  /** The holder's registered name, as the data has it. */
  name: z.string(),
  kind: z.enum(NETWORK_KINDS).nullable(),
});
export type VisitorNetwork = z.output<typeof visitorNetworkSchema>;
