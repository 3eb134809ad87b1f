import type { Permission } from '@affnet/contracts';
import { defineSection, type RouteEntry } from './route-entry';
import { ADMIN_ROUTES } from './route-table-admin';

/**
 * The admin sections an employee may be given, and the permission that opens each: the first to
 * see its screens, the second for its add and edit screens. The API routes ask for the same.
 */
const SECTION_PERMISSIONS: Record<string, readonly [read: Permission, write: Permission]> = {
  Offers: ['offers.read', 'offers.write'],
  Creatives: ['offers.read', 'offers.write'],
  Reports: ['reports.read', 'reports.read'],
  Publishers: ['publishers.read', 'publishers.write'],
  Advertisers: ['advertisers.read', 'advertisers.write'],
  Employees: ['employees.read', 'employees.write'],
  'Fraud Tool': ['fraud.read', 'fraud.write'],
  Integration: ['settings.read', 'settings.write'],
  Mailer: ['mailer.send', 'mailer.send'],
  Billing: ['billing.read', 'billing.write'],
  Settings: ['settings.read', 'settings.write'],
};

const WRITE_SCREEN = /\/(add|edit)(\/|$)/;

/** The employee's copy of an admin entry: same title and screen, under /employee, with its permission. */
export function employeeEntryOf(entry: RouteEntry): RouteEntry | null {
  const permissions = SECTION_PERMISSIONS[entry.section];
  if (!permissions) return null;
  return {
    ...entry,
    path: entry.path.replace(/^\/admin\//, '/employee/'),
    role: 'employee',
    permission: WRITE_SCREEN.test(entry.path) ? permissions[1] : permissions[0],
    changePermission: permissions[1],
    source: entry.path,
  };
}

/**
 * The employee portal (spec: "Employee routes: not shown"): their own dashboard, then every admin
 * screen of a section above, shown by the admin's own page. The sidebar and the screen guard
 * keep to the permissions of the employee's role.
 */
export const EMPLOYEE_ROUTES: RouteEntry[] = [
  ...defineSection('employee', 'Dashboard', [
    [
      'dashboard',
      'Dashboard',
      'Your work for today: the figures of the partners your role sees, those partners, and what waits for you.',
    ],
  ]),
  ...ADMIN_ROUTES.flatMap((entry) => employeeEntryOf(entry) ?? []),
];
