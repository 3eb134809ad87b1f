import type { EmployeeRole, ListRolesQuery, Permission, RoleBody } from '@affnet/contracts';
import { PermissionSchema } from '@affnet/contracts';
import { and, asc, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeRoles, users } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';
import { pageWindow } from '../../lib/paging';
import { containsPattern } from '../../lib/search-pattern';

type RoleRecord = typeof employeeRoles.$inferSelect;

/** Spelled out: drizzle leaves single-table columns unqualified, and `id` would mean the member's. */
const memberCount = sql<number>`(select count(*)::int from users as members
  where members.employee_role_id = ${sql.raw('"employee_roles"."id"')})`;

function toRole(row: RoleRecord, members: number): EmployeeRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // Only known permissions: one removed from the list since the role was saved is dropped.
    permissions: row.permissions.filter((p): p is Permission => PermissionSchema.safeParse(p).success),
    dataScope: row.dataScope,
    memberCount: members,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = { name: employeeRoles.name, createdAt: employeeRoles.createdAt, memberCount } as const;

export async function listRoles(db: Database, tenantId: string, query: ListRolesQuery) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(employeeRoles.tenantId, tenantId),
    pattern ? or(ilike(employeeRoles.name, pattern), ilike(employeeRoles.description, pattern)) : undefined,
  );
  const column = SORT_COLUMNS[query.sort];
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ role: employeeRoles, members: memberCount })
    .from(employeeRoles)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(employeeRoles.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(employeeRoles).where(where);
  return { rows: rows.map((r) => toRole(r.role, r.members)), total: counted?.total ?? 0 };
}

export async function findRole(
  db: Database,
  tenantId: string,
  id: string,
): Promise<EmployeeRole | undefined> {
  const [row] = await db
    .select({ role: employeeRoles, members: memberCount })
    .from(employeeRoles)
    .where(and(eq(employeeRoles.tenantId, tenantId), eq(employeeRoles.id, id)))
    .limit(1);
  return row && toRole(row.role, row.members);
}

/** A name another role of the tenant uses is a field error (the unique index would say 500). */
async function assertNameFree(db: Database, tenantId: string, name: string, exceptId?: string) {
  const taken = await db
    .select({ id: employeeRoles.id })
    .from(employeeRoles)
    .where(
      and(
        eq(employeeRoles.tenantId, tenantId),
        sql`lower(${employeeRoles.name}) = lower(${name})`,
        exceptId ? ne(employeeRoles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken.length > 0) throw fieldError('name', 'Another role has this name.');
}

export async function insertRole(db: Database, tenantId: string, body: RoleBody): Promise<string> {
  await assertNameFree(db, tenantId, body.name);
  const [row] = await db
    .insert(employeeRoles)
    .values({ tenantId, ...columnsOf(body) })
    .returning({ id: employeeRoles.id });
  if (!row) throw new Error('Role insert returned no row');
  return row.id;
}

/** True when the role exists in the tenant (and was changed). */
export async function updateRole(
  db: Database,
  tenantId: string,
  id: string,
  body: RoleBody,
): Promise<boolean> {
  await assertNameFree(db, tenantId, body.name, id);
  const rows = await db
    .update(employeeRoles)
    .set({ ...columnsOf(body), updatedAt: new Date() })
    .where(and(eq(employeeRoles.tenantId, tenantId), eq(employeeRoles.id, id)))
    .returning({ id: employeeRoles.id });
  return rows.length > 0;
}

function columnsOf(body: RoleBody) {
  return {
    name: body.name,
    description: body.description || null,
    permissions: body.permissions,
    dataScope: body.dataScope,
  };
}

/** Moves every member of one role to another (same tenant, checked by the caller); returns how many. */
export async function moveMembers(db: Database, tenantId: string, fromId: string, toId: string) {
  const moved = await db
    .update(users)
    .set({ employeeRoleId: toId, updatedAt: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.employeeRoleId, fromId)))
    .returning({ id: users.id });
  return moved.length;
}

export async function deleteRoleRow(db: Database, tenantId: string, id: string): Promise<void> {
  await db.delete(employeeRoles).where(and(eq(employeeRoles.tenantId, tenantId), eq(employeeRoles.id, id)));
}
