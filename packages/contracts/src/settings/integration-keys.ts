import { z } from 'zod';
import { dataEnvelope } from '../common';
import { requiredText } from '../values';
import { isoDateSchema } from './currency-settings';

/**
 * setting/integration: the network's API keys for outside services. A key is shown once, when it
 * is made; the server keeps only its hash and last four characters.
 */
export const createIntegrationKeyBodySchema = z.object({
  name: requiredText(80, 'Enter a name that says what uses the key'),
  /** The last day the key works; none means it works until revoked. */
  expiresOn: isoDateSchema.optional(),
});
export type CreateIntegrationKeyBody = z.infer<typeof createIntegrationKeyBodySchema>;

export const IntegrationKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  last4: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  expiresOn: z.string().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type IntegrationKey = z.infer<typeof IntegrationKeySchema>;

export const listIntegrationKeysResponseSchema = z.object({ data: z.array(IntegrationKeySchema) });
export type ListIntegrationKeysResponse = z.infer<typeof listIntegrationKeysResponseSchema>;
/** The answer to creating a key: the only time the key itself is sent. */
export const createdIntegrationKeyResponseSchema = dataEnvelope(
  IntegrationKeySchema.extend({ key: z.string() }),
);
export type CreatedIntegrationKeyResponse = z.infer<typeof createdIntegrationKeyResponseSchema>;
export const integrationKeyResponseSchema = dataEnvelope(IntegrationKeySchema);
