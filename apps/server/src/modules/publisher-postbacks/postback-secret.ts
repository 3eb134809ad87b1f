import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** 32 random bytes, hex: what the publisher pastes into their HMAC check. */
function newSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * The secrets of these publishers, made on first use (a publisher who never opened their postback
 * page still gets signed calls). Two processes making one at once agree: only a null is filled.
 */
export async function postbackSecretsOf(
  db: Database,
  tenantId: string,
  publisherIds: readonly string[],
): Promise<Map<string, string>> {
  if (publisherIds.length === 0) return new Map();
  const scope = and(
    eq(partners.tenantId, tenantId),
    eq(partners.kind, 'publisher'),
    inArray(partners.id, [...publisherIds]),
  );
  const missing = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(scope, isNull(partners.postbackSecret)));
  for (const { id } of missing) {
    await db
      .update(partners)
      .set({ postbackSecret: newSecret() })
      .where(and(eq(partners.id, id), isNull(partners.postbackSecret)));
  }
  const rows = await db
    .select({ id: partners.id, secret: partners.postbackSecret })
    .from(partners)
    .where(scope);
  return new Map(rows.flatMap((row) => (row.secret ? [[row.id, row.secret] as const] : [])));
}

export async function getPostbackSecret(
  db: Database,
  tenantId: string,
  publisherId: string,
): Promise<string> {
  const secret = (await postbackSecretsOf(db, tenantId, [publisherId])).get(publisherId);
  if (!secret) throw new AppError('NOT_FOUND', 'Publisher not found.');
  return secret;
}

/** A new secret at once: calls signed from now on use it (retries of older calls too). */
export async function rotatePostbackSecret(
  db: Database,
  tenantId: string,
  publisherId: string,
): Promise<string> {
  const secret = newSecret();
  const updated = await db
    .update(partners)
    .set({ postbackSecret: secret, updatedAt: new Date() })
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, publisherId), eq(partners.kind, 'publisher')))
    .returning({ id: partners.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'Publisher not found.');
  return secret;
}
