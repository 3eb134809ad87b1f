import type { Employee, EmployeeRole } from '@affnet/contracts';
import type { TeamLinks } from '../components/team-types';

export function createRole(overrides: Partial<EmployeeRole> = {}): EmployeeRole {
  return {
    id: crypto.randomUUID(),
    name: 'Publisher desk',
    description: 'Answers publishers',
    permissions: ['publishers.read'],
    dataScope: 'managed',
    memberCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function createEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: crypto.randomUUID(),
    name: 'Erin Staff',
    email: 'erin@team.test',
    status: 'active',
    role: null,
    managedPartners: 0,
    lastLoginAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const linksOf = (base: string) => ({
  list: `${base}/manage`,
  add: `${base}/add`,
  view: (id: string) => `${base}/view/${id}`,
  edit: (id: string) => `${base}/edit/${id}`,
});

export const TEAM_LINKS: TeamLinks = {
  employees: linksOf('/admin/employee'),
  roles: linksOf('/admin/employee/role'),
};

export const pageOf = <Row>(rows: Row[]) => ({
  data: rows,
  meta: { page: 1, perPage: 25, total: rows.length },
});
