import { type Employee, type ListEmployeesQuery, type Permission, PermissionSchema } from '@affnet/contracts';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { employeeRoles, users } from '../../db/schema/index';
import { pageWindow } from '../../lib/paging';
import { containsPattern } from '../../lib/search-pattern';

/** Spelled out: drizzle leaves single-table columns unqualified inside a subquery. */
const managedPartners = sql<number>`(select count(*)::int from partners as managed
  where managed.account_manager_id = ${sql.raw('"users"."id"')})`;

const selection = {
  user: users,
  role: {
    id: employeeRoles.id,
    name: employeeRoles.name,
    dataScope: employeeRoles.dataScope,
    permissions: employeeRoles.permissions,
  },
  managedPartners,
};

type EmployeeRow = {
  user: typeof users.$inferSelect;
  role: { id: string; name: string; dataScope: 'all' | 'managed'; permissions: string[] } | null;
  managedPartners: number;
};

function toEmployee({ user, role, managedPartners: managed }: EmployeeRow): Employee {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    role: role && {
      ...role,
      // Only known permissions, as the role itself answers them (role-repository.ts).
      permissions: role.permissions.filter((p): p is Permission => PermissionSchema.safeParse(p).success),
    },
    managedPartners: managed,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

function selectEmployees(db: Database) {
  return db.select(selection).from(users).leftJoin(employeeRoles, eq(employeeRoles.id, users.employeeRoleId));
}

function listFilter(tenantId: string, query: ListEmployeesQuery): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  return and(
    eq(users.tenantId, tenantId),
    eq(users.role, 'employee'),
    query.status ? eq(users.status, query.status) : undefined,
    query.roleId ? eq(users.employeeRoleId, query.roleId) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

export async function listEmployees(db: Database, tenantId: string, query: ListEmployeesQuery) {
  const where = listFilter(tenantId, query);
  const column = SORT_COLUMNS[query.sort];
  const direction = query.order === 'asc' ? asc(column) : desc(column);
  const { limit, offset } = pageWindow(query);
  const rows = await selectEmployees(db)
    .where(where)
    .orderBy(sql`${direction} nulls last`, asc(users.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows: rows.map(toEmployee), total: counted?.total ?? 0 };
}

export async function findEmployee(
  db: Database,
  tenantId: string,
  id: string,
): Promise<Employee | undefined> {
  const [row] = await selectEmployees(db)
    .where(and(eq(users.tenantId, tenantId), eq(users.role, 'employee'), eq(users.id, id)))
    .limit(1);
  return row && toEmployee(row);
}
