import { z } from 'zod';
import { dataEnvelope } from '../common';
import { hostnameSchema } from '../values';

/** A panel domain serves the portals and API; a tracking domain carries tracking links only. */
export const DOMAIN_KINDS = ['panel', 'tracking'] as const;
export const DomainKindSchema = z.enum(DOMAIN_KINDS, { error: 'Choose panel or tracking' });
export type DomainKindValue = z.infer<typeof DomainKindSchema>;

/** The path a domain check requests on the domain; it answers the id of the network it reaches. */
export const DOMAIN_CHECK_PATH = '/.well-known/affnet-domain';

export const NetworkDomainSchema = z.object({
  id: z.uuid(),
  host: z.string(),
  kind: DomainKindSchema,
  /** Tracking domains: the one new tracking links use. */
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
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

export const addDomainBodySchema = z.object({ host: hostnameSchema, kind: DomainKindSchema });
export type AddDomainBody = z.infer<typeof addDomainBodySchema>;

/** What a check found: the addresses the name resolves to, and whether this network answered there. */
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
