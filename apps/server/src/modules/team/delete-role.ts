import type { Database } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { assertMayAssign, assertNotOwnRole, assertWithinReach, type Grantor } from './grant-reach';
import { deleteRoleRow, findRole, moveMembers } from './role-repository';

/**
 * Deletes a role. A role with members is refused (409, naming how many) unless `moveTo` names
 * another role of the tenant: then the members move and the role goes, in one transaction. The
 * grantor deletes neither their own role nor one holding more than they do, and moves members
 * only to a role giving no more than they hold.
 */
export async function deleteRole(
  db: Database,
  tenantId: string,
  id: string,
  moveTo: string | undefined,
  grantor: Grantor,
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const role = await findRole(tx, tenantId, id);
    if (!role) throw new AppError('NOT_FOUND', 'Role not found.');
    assertNotOwnRole(grantor, id);
    assertWithinReach(grantor, role, 'role');
    let moved = 0;
    if (role.memberCount > 0) {
      if (!moveTo) {
        const members = role.memberCount === 1 ? '1 employee holds' : `${role.memberCount} employees hold`;
        throw new AppError(
          'CONFLICT',
          `${members} the role "${role.name}": move them to another role before deleting it.`,
        );
      }
      if (moveTo === id) throw fieldError('moveTo', 'Choose a different role to move the members to.');
      const target = await findRole(tx, tenantId, moveTo);
      if (!target) throw fieldError('moveTo', 'Choose an existing role.');
      assertMayAssign(grantor, target, 'moveTo');
      moved = await moveMembers(tx, tenantId, id, moveTo);
    }
    await deleteRoleRow(tx, tenantId, id);
    return { moved };
  });
}
