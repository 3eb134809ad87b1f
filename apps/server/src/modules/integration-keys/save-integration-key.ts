import type { CreateIntegrationKeyBody, IntegrationKey } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { generateToken, hashToken } from '../../lib/crypto';
import type { Actor } from '../payment-methods/index';
import { recordSettingChange } from '../settings-history/index';
import {
  findIntegrationKey,
  insertIntegrationKey,
  revokeIntegrationKeyRow,
  toIntegrationKey,
  useIntegrationKey,
} from './repository';

const KEY_PREFIX = 'afk_';

/** A new key: 256 random bits, URL-safe, with a prefix that says what it is when it turns up in a log. */
function newKey(): string {
  return `${KEY_PREFIX}${generateToken()}`;
}

/** Makes a key and answers it once; only its hash and last four characters are kept. */
export async function createIntegrationKey(
  db: Database,
  actor: Actor,
  body: CreateIntegrationKeyBody,
): Promise<IntegrationKey & { key: string }> {
  const today = new Date().toISOString().slice(0, 10);
  if (body.expiresOn && body.expiresOn < today) throw fieldError('expiresOn', 'Choose today or a later day');
  const key = newKey();
  return db.transaction(async (tx) => {
    const row = await insertIntegrationKey(tx, {
      tenantId: actor.tenantId,
      name: body.name,
      keyHash: hashToken(key),
      last4: key.slice(-4),
      createdByUserId: actor.userId,
      expiresOn: body.expiresOn ?? null,
    });
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'integration',
      summary: `Created the API key ${body.name} (…${row.last4})`,
      changes: [
        { field: 'key', before: null, after: null, secret: true },
        ...(body.expiresOn
          ? [{ field: 'expiresOn', before: null, after: body.expiresOn, secret: false }]
          : []),
      ],
    });
    return { ...toIntegrationKey(row), key };
  });
}

/** Revokes a key at once; it stays listed as revoked. */
export async function revokeIntegrationKey(db: Database, actor: Actor, id: string): Promise<IntegrationKey> {
  return db.transaction(async (tx) => {
    const row = await findIntegrationKey(tx, actor.tenantId, id);
    if (!row) throw new AppError('NOT_FOUND', 'API key not found.');
    if (row.revokedAt) throw new AppError('CONFLICT', 'This key is already revoked.');
    await revokeIntegrationKeyRow(tx, actor.tenantId, id);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'integration',
      summary: `Revoked the API key ${row.name} (…${row.last4})`,
      changes: [{ field: 'key', before: null, after: null, secret: true }],
    });
    const revoked = await findIntegrationKey(tx, actor.tenantId, id);
    if (!revoked) throw new AppError('NOT_FOUND', 'API key not found.');
    return toIntegrationKey(revoked);
  });
}

/** The network a presented key belongs to, if it is live (marks it used). */
export function authenticateIntegrationKey(db: Database, key: string) {
  return useIntegrationKey(db, hashToken(key));
}
