import type { CreateEmployeeBody, UpdateEmployeeBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { generatePassword } from '../../lib/crypto';
import { createInvitation, type MailContext, revokeUserSessions } from '../auth/index';
import { changeUserAccount, createUser } from '../users/index';
import { findEmployee } from './employee-repository';
import { assertMayAssign, assertWithinReach, type Grantor, OWN_ROLE_MESSAGE } from './grant-reach';
import { findRole } from './role-repository';

/** The role an employee is given: one of the tenant's, giving no more than the grantor holds. */
async function assignableRole(db: Database, tenantId: string, roleId: string, grantor: Grantor) {
  const role = await findRole(db, tenantId, roleId);
  if (!role) throw fieldError('roleId', 'Choose an existing role.');
  assertMayAssign(grantor, role, 'roleId');
  return role;
}

/**
 * Staff add an employee: the account and its invitation together (or neither), then the e-mail
 * inviting them to choose a password, as for partners (staff never learn it).
 */
export async function createEmployee(
  db: Database,
  body: CreateEmployeeBody,
  ctx: MailContext,
  grantor: Grantor,
): Promise<string> {
  await assignableRole(db, ctx.tenant.id, body.roleId, grantor);
  const { id, sendInvitation } = await db.transaction(async (tx) => {
    const user = await createUser(tx, {
      tenantId: ctx.tenant.id,
      email: body.email,
      name: body.name,
      // Unusable until the invitation sets a real one; never shown.
      password: generatePassword(),
      role: 'employee',
      status: body.status,
      employeeRoleId: body.roleId,
    });
    return { id: user.id, sendInvitation: await createInvitation(tx, user, ctx) };
  });
  sendInvitation();
  return id;
}

/**
 * Edits an employee; blocking ends every session they hold in the same transaction. Nobody moves
 * themselves to another role, changes an employee whose role holds more than they do, or gives
 * a role holding more (docs/team.md "Who may grant what").
 */
export async function updateEmployee(
  db: Database,
  tenantId: string,
  id: string,
  body: UpdateEmployeeBody,
  grantor: Grantor,
): Promise<void> {
  const employee = await findEmployee(db, tenantId, id);
  if (!employee) throw new AppError('NOT_FOUND', 'Employee not found.');
  const roleChanges = employee.role?.id !== body.roleId;
  // Their own name, e-mail and status are theirs to fix; their role is not.
  if (id === grantor.userId && roleChanges) throw new AppError('FORBIDDEN', OWN_ROLE_MESSAGE);
  assertWithinReach(grantor, employee.role, 'employee');
  if (roleChanges) await assignableRole(db, tenantId, body.roleId, grantor);
  await db.transaction(async (tx) => {
    await changeUserAccount(tx, tenantId, id, { email: body.email, name: body.name, status: body.status });
    await tx
      .update(users)
      .set({ employeeRoleId: body.roleId })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    if (body.status === 'blocked') await revokeUserSessions(tx, id);
  });
}
