import {
  EMPLOYEE_SORTS,
  EMPLOYEE_STATUSES,
  type ListEmployeesResponse,
  type ListRolesResponse,
  ROLE_SORTS,
} from '@affnet/contracts';
import { getPage, type PagedList } from '../../../lib/paged-list';
import { EMPLOYEES_PATH, ROLES_PATH, teamKeys } from '../api/team-keys';

export type RoleRow = ListRolesResponse['data'][number];
export type RoleSort = (typeof ROLE_SORTS)[number];
export type EmployeeRow = ListEmployeesResponse['data'][number];
export type EmployeeSort = (typeof EMPLOYEE_SORTS)[number];
export type EmployeeFilter = 'roleId' | 'status';

/** employee/role/manage: by name, like the API. */
export const ROLE_LIST: PagedList<RoleRow, RoleSort, never> = {
  sorts: ROLE_SORTS,
  defaultSort: 'name',
  defaultOrder: 'asc',
  filters: {},
  key: teamKeys.roleList(),
  fetchPage: getPage<ListRolesResponse>(ROLES_PATH),
};

/** employee/manage: newest first, filtered by role and status. */
export const EMPLOYEE_LIST: PagedList<EmployeeRow, EmployeeSort, EmployeeFilter> = {
  sorts: EMPLOYEE_SORTS,
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
  filters: { roleId: 'id', status: EMPLOYEE_STATUSES },
  key: teamKeys.employeeList(),
  fetchPage: getPage<ListEmployeesResponse>(EMPLOYEES_PATH),
};
