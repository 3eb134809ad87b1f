import { z } from 'zod';
import {
  dataEnvelope,
  emailSchema,
  formArray,
  listQuerySchema,
  pagedResponse,
  personNameSchema,
} from './common';
import { PERMISSIONS, type Permission, PermissionSchema } from './permissions';
import { optionalText } from './values';

/**
 * Which partners an employee's role reaches: every partner of the network, or only the publishers
 * and advertisers the employee is account manager of (and what belongs to them).
 */
export const DATA_SCOPES = ['all', 'managed'] as const;
export const DataScopeSchema = z.enum(DATA_SCOPES, { error: 'Choose all partners or managed partners' });
export type DataScope = z.infer<typeof DataScopeSchema>;
export const DATA_SCOPE_LABELS: Record<DataScope, string> = {
  all: 'All partners',
  managed: 'Only the partners they manage',
};

/** What a role gives its members, and what a staff member holds (admins: every permission, all partners). */
export type RoleGrant = { permissions: readonly Permission[]; dataScope: DataScope };

/** What a role gives beyond a holder: the permissions they lack, and every partner when they see only their own. */
export type GrantExcess = { permissions: Permission[]; everyPartner: boolean };

/**
 * Nobody grants what they do not hold (docs/team.md "Who may grant what"): the server refuses a
 * role, or an assignment, giving more than the caller holds; the team screens disable it. Null
 * when the role gives nothing more. Permissions are listed in `PERMISSIONS` order.
 */
export function grantExcessOf(holder: RoleGrant, role: RoleGrant): GrantExcess | null {
  const permissions = PERMISSIONS.filter(
    (p) => role.permissions.includes(p) && !holder.permissions.includes(p),
  );
  const everyPartner = role.dataScope === 'all' && holder.dataScope !== 'all';
  return permissions.length > 0 || everyPartner ? { permissions, everyPartner } : null;
}

export const roleBodySchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters'),
  description: optionalText(500),
  permissions: formArray(PermissionSchema).refine(
    (list) => new Set(list).size === list.length,
    'A permission is listed twice',
  ),
  dataScope: DataScopeSchema.default('all'),
});
export type RoleBody = z.infer<typeof roleBodySchema>;

export const EmployeeRoleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(PermissionSchema),
  dataScope: DataScopeSchema,
  /** Employees holding the role. */
  memberCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EmployeeRole = z.infer<typeof EmployeeRoleSchema>;

export const ROLE_SORTS = ['name', 'createdAt', 'memberCount'] as const;
/** By name A to Z unless asked otherwise (a handful of roles, read like a list of names). */
export const listRolesQuerySchema = listQuerySchema.extend({
  sort: z.enum(ROLE_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListRolesQuery = z.infer<typeof listRolesQuerySchema>;
export const listRolesResponseSchema = pagedResponse(EmployeeRoleSchema);
export type ListRolesResponse = z.infer<typeof listRolesResponseSchema>;
export const getRoleResponseSchema = dataEnvelope(EmployeeRoleSchema);

/** Deleting a role in use moves its members to `moveTo` in the same step; without it, 409. */
export const deleteRoleQuerySchema = z.object({
  moveTo: z.uuid('Choose the role to move members to').optional(),
});
export type DeleteRoleQuery = z.infer<typeof deleteRoleQuerySchema>;
export const deleteRoleResponseSchema = dataEnvelope(z.object({ moved: z.number().int() }));

/** An employee is active (may sign in) or blocked (signed out at once, refused at sign-in). */
export const EMPLOYEE_STATUSES = ['active', 'blocked'] as const;
export const EmployeeStatusSchema = z.enum(EMPLOYEE_STATUSES, { error: 'Choose active or blocked' });
export type EmployeeStatus = z.infer<typeof EmployeeStatusSchema>;

export const createEmployeeBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  roleId: z.uuid('Choose a role'),
  status: EmployeeStatusSchema.default('active'),
});
export type CreateEmployeeBody = z.infer<typeof createEmployeeBodySchema>;
export const updateEmployeeBodySchema = createEmployeeBodySchema.extend({ status: EmployeeStatusSchema });
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBodySchema>;

export const EmployeeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** `pending` is never set for employees; kept in the shape for accounts made before roles existed. */
  status: z.enum(['pending', 'active', 'rejected', 'blocked']),
  /** Their role, with what it gives (the team screens tell from it whether the caller may change them). */
  role: z
    .object({
      id: z.uuid(),
      name: z.string(),
      dataScope: DataScopeSchema,
      permissions: z.array(PermissionSchema),
    })
    .nullable(),
  /** Partners whose account manager the employee is. */
  managedPartners: z.number().int(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EMPLOYEE_SORTS = ['name', 'email', 'status', 'createdAt', 'lastLoginAt'] as const;
export const listEmployeesQuerySchema = listQuerySchema.extend({
  sort: z.enum(EMPLOYEE_SORTS).default('createdAt'),
  roleId: z.uuid().optional(),
  status: EmployeeStatusSchema.optional(),
});
export type ListEmployeesQuery = z.infer<typeof listEmployeesQuerySchema>;
export const listEmployeesResponseSchema = pagedResponse(EmployeeSchema);
export type ListEmployeesResponse = z.infer<typeof listEmployeesResponseSchema>;
export const getEmployeeResponseSchema = dataEnvelope(EmployeeSchema);
