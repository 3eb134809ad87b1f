import type { RoleBody } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertMayGrantRole, assertNotOwnRole, assertWithinReach, type Grantor } from './grant-reach';
import { findRole, insertRole, updateRole } from './role-repository';

/** Adds a role giving no more than the grantor holds. */
export async function addRole(
  db: Database,
  tenantId: string,
  body: RoleBody,
  grantor: Grantor,
): Promise<string> {
  assertMayGrantRole(grantor, body);
  return insertRole(db, tenantId, body);
}

/**
 * Edits a role: never the grantor's own, never one giving more than they hold (403), and never
 * into one giving more (422 on the fields).
 */
export async function editRole(
  db: Database,
  tenantId: string,
  id: string,
  body: RoleBody,
  grantor: Grantor,
): Promise<void> {
  const current = await findRole(db, tenantId, id);
  if (!current) throw new AppError('NOT_FOUND', 'Role not found.');
  assertNotOwnRole(grantor, id);
  assertWithinReach(grantor, current, 'role');
  assertMayGrantRole(grantor, body);
  await updateRole(db, tenantId, id, body);
}
