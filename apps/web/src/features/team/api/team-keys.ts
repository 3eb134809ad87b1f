/** Query keys and paths of the team endpoints; a save invalidates both lists (member counts change). */
export const teamKeys = {
  all: ['team'] as const,
  roles: () => [...teamKeys.all, 'roles'] as const,
  roleList: () => [...teamKeys.roles(), 'list'] as const,
  role: (id: string) => [...teamKeys.roles(), 'detail', id] as const,
  employees: () => [...teamKeys.all, 'employees'] as const,
  employeeList: () => [...teamKeys.employees(), 'list'] as const,
  employee: (id: string) => [...teamKeys.employees(), 'detail', id] as const,
};

export const ROLES_PATH = '/v1/employee-roles';
export const EMPLOYEES_PATH = '/v1/employees';

export const itemPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
