import type { CreateEmployeeBody, UpdateEmployeeBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeRoles, users } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { generatePassword } from '../../lib/crypto';
import { createInvitation, type MailContext, revokeUserSessions } from '../auth/index';
import { changeUserAccount, createUser } from '../users/index';
import { findEmployee } from './employee-repository';

async function assertRole(db: Database, tenantId: string, roleId: string) {
  const found = await db
    .select({ id: employeeRoles.id })
    .from(employeeRoles)
    .where(and(eq(employeeRoles.tenantId, tenantId), eq(employeeRoles.id, roleId)))
    .limit(1);
  if (found.length === 0) throw fieldError('roleId', 'Choose an existing role.');
}

/**
 * An admin adds an employee: the account and its invitation together (or neither), then the
 * e-mail inviting them to choose a password, as for partners (admins never learn it).
 */
export async function createEmployee(
  db: Database,
  body: CreateEmployeeBody,
  ctx: MailContext,
): Promise<string> {
  await assertRole(db, ctx.tenant.id, body.roleId);
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

/** Edits an employee; blocking ends every session they hold in the same transaction. */
export async function updateEmployee(
  db: Database,
  tenantId: string,
  id: string,
  body: UpdateEmployeeBody,
): Promise<void> {
  if (!(await findEmployee(db, tenantId, id))) throw new AppError('NOT_FOUND', 'Employee not found.');
  await assertRole(db, tenantId, body.roleId);
  await db.transaction(async (tx) => {
    await changeUserAccount(tx, tenantId, id, { email: body.email, name: body.name, status: body.status });
    await tx
      .update(users)
      .set({ employeeRoleId: body.roleId })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
    if (body.status === 'blocked') await revokeUserSessions(tx, id);
  });
}
