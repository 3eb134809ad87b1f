import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeRoles, partners, users } from '../../db/schema/index';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Database, tenantId: string, email: string) {
  const rows = await db
    .select({ user: users, employeeRole: employeeRoles, partnerRef: partners.ref })
    .from(users)
    .leftJoin(employeeRoles, eq(employeeRoles.id, users.employeeRoleId))
    .leftJoin(partners, eq(partners.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return rows[0];
}

export async function insertUser(db: Database, values: NewUser): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!user) throw new Error('User insert returned no row');
  return user;
}

export async function updateUserPassword(
  db: Database,
  tenantId: string,
  userId: string,
  passwordHash: string,
) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function updateUserStatus(
  db: Database,
  tenantId: string,
  userId: string,
  status: User['status'],
) {
  await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

export async function markLoggedIn(db: Database, userId: string): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

export async function findOrCreateEmployeeRole(
  db: Database,
  tenantId: string,
  name: string,
  permissions: string[],
  dataScope: 'all' | 'managed' = 'all',
): Promise<typeof employeeRoles.$inferSelect> {
  const existing = await db
    .select()
    .from(employeeRoles)
    .where(and(eq(employeeRoles.tenantId, tenantId), eq(employeeRoles.name, name)))
    .limit(1);
  if (existing[0]) return existing[0];
  const [created] = await db
    .insert(employeeRoles)
    .values({ tenantId, name, permissions, dataScope })
    .returning();
  if (!created) throw new Error('Role insert returned no row');
  return created;
}
