import { z } from 'zod';
import { dataEnvelope } from '../common';
import { hostnameSchema } from '../values';

/** A panel domain serves the portals and API; a tracking domain carries tracking links only. */
export const DOMAIN_KINDS = ['panel', 'tracking'] as const;
export const DomainKindSchema = z.enum(DOMAIN_KINDS, { error: 'Choose panel or tracking' });
export type DomainKindValue = z.infer<typeof DomainKindSchema>;

/** The path a domain check requests on the domain; it answers the id of the network it reaches. */
export const DOMAIN_CHECK_PATH = '/.well-known/affnet-domain';

/**
 * A new domain routes only once its network proves it controls the name: a TXT record at
 * `_affnet-verify.<host>` holding `affnet-verify=<the domain's token>` (docs/settings.md, "Domains").
 * The record sits on a label of its own because a name with a CNAME may hold no other record.
 */
export const DOMAIN_VERIFICATION_LABEL = '_affnet-verify';
export const DOMAIN_VERIFICATION_PREFIX = 'affnet-verify=';

/** The TXT record that proves control of `host`. */
export const DomainVerificationRecordSchema = z.object({
  type: z.literal('TXT'),
  name: z.string(),
  value: z.string(),
});
export type DomainVerificationRecord = z.infer<typeof DomainVerificationRecordSchema>;

export function domainVerificationRecordOf(host: string, token: string): DomainVerificationRecord {
  return {
    type: 'TXT',
    name: `${DOMAIN_VERIFICATION_LABEL}.${host}`,
    value: `${DOMAIN_VERIFICATION_PREFIX}${token}`,
  };
}

export const NetworkDomainSchema = z.object({
  id: z.uuid(),
  host: z.string(),
  kind: DomainKindSchema,
  /** Tracking domains: the one new tracking links use. */
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
  /** When the network proved it controls the name; null = pending: the host routes to no network yet. */
  verifiedAt: z.iso.datetime().nullable(),
  /** Pending domains: the record to create before "Verify". Null once verified. */
  verification: DomainVerificationRecordSchema.nullable(),
});
export type NetworkDomain = z.infer<typeof NetworkDomainSchema>;

/** The DNS record every domain needs: a CNAME to this server's host, or an A record to its address. */
export const DnsRecordSchema = z.object({ type: z.enum(['CNAME', 'A']), value: z.string() });
export type DnsRecord = z.infer<typeof DnsRecordSchema>;

export const DomainSettingsSchema = z.object({
  domains: z.array(NetworkDomainSchema),
  /** Null when the server's public address is not configured (PUBLIC_URL). */
  dnsRecord: DnsRecordSchema.nullable(),
});
export type DomainSettings = z.infer<typeof DomainSettingsSchema>;
export const domainSettingsResponseSchema = dataEnvelope(DomainSettingsSchema);
export type DomainSettingsResponse = z.infer<typeof domainSettingsResponseSchema>;

/**
 * Whether a host name is an IPv4 address in one of the forms URL parsers and resolvers accept
 * (`127.0.0.1`, `127.1`, `0x7f.1`, `0177.0.0.1`): WHATWG URL reads any host whose last label is a
 * number as an address. IPv6 needs `:`, which a host name never holds.
 */
export function isAddressLikeHost(host: string): boolean {
  const last = host.replace(/\.$/, '').split('.').pop() ?? '';
  return /^(0x[0-9a-f]*|[0-9]+)$/i.test(last) || host.includes(':');
}

/** `localhost` and every name under it are the loopback (RFC 6761): this server itself. */
export function isLocalhostName(host: string): boolean {
  const bare = host.toLowerCase().replace(/\.$/, '');
  return bare === 'localhost' || bare.endsWith('.localhost');
}

export const NOT_AN_ADDRESS_MESSAGE = 'Enter a domain name, not an IP address';
export const INSTALLATION_HOST_MESSAGE = "This name is the server's own address: no network can use it";

/** Only a valid host name is judged further: one message a field. */
const whenValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export const addDomainBodySchema = z.object({
  host: hostnameSchema
    .refine((host) => !isAddressLikeHost(host), { error: NOT_AN_ADDRESS_MESSAGE, ...whenValid })
    .refine((host) => !isLocalhostName(host), { error: INSTALLATION_HOST_MESSAGE, ...whenValid }),
  kind: DomainKindSchema,
});
export type AddDomainBody = z.infer<typeof addDomainBodySchema>;

/**
 * What a check found: the public addresses the name resolves to (private, loopback and link-local
 * ones are never shown: the check does not call them), and whether this network answered there.
 */
export const DomainCheckSchema = z.object({
  host: z.string(),
  addresses: z.array(z.string()),
  reachesThisNetwork: z.boolean(),
  /** A sentence for the admin: what worked, or what to fix. */
  message: z.string(),
});
export type DomainCheck = z.infer<typeof DomainCheckSchema>;
export const domainCheckResponseSchema = dataEnvelope(DomainCheckSchema);
export type DomainCheckResponse = z.infer<typeof domainCheckResponseSchema>;

/** What "Verify" found: the domain as it is now (verified or still pending) and what to do next. */
export const DomainVerificationSchema = z.object({
  domain: NetworkDomainSchema,
  verified: z.boolean(),
  /** A sentence for the admin: verified, or which record was not found. */
  message: z.string(),
});
export type DomainVerification = z.infer<typeof DomainVerificationSchema>;
export const domainVerificationResponseSchema = dataEnvelope(DomainVerificationSchema);
export type DomainVerificationResponse = z.infer<typeof domainVerificationResponseSchema>;
