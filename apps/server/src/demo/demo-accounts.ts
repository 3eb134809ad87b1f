import type { DemoAccount, Permission } from '@affnet/contracts';

/** The password of every seeded demo account (the README and the login page show it). */
export const DEMO_PASSWORD = 'demo1234';

/** Listed on the login page in demo mode. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@demo.test', password: DEMO_PASSWORD, role: 'admin' },
  { email: 'publisher@demo.test', password: DEMO_PASSWORD, role: 'publisher' },
  { email: 'advertiser@demo.test', password: DEMO_PASSWORD, role: 'advertiser' },
  {
    email: 'employee@demo.test',
    password: DEMO_PASSWORD,
    role: 'employee',
    description: 'Account Manager: the partners they manage; edits publishers',
  },
  {
    email: 'analyst@demo.test',
    password: DEMO_PASSWORD,
    role: 'employee',
    description: 'Network Analyst: every partner, read only',
  },
];

/**
 * The two demo employees and their roles (docs/team.md): an account manager who sees only the
 * partners they manage and may edit publishers, and an analyst who sees every partner, read only.
 */
export const DEMO_EMPLOYEES = {
  'employee@demo.test': {
    name: 'Eve Employee',
    role: 'Account Manager',
    dataScope: 'managed',
    permissions: ['offers.read', 'publishers.read', 'publishers.write', 'advertisers.read', 'reports.read'],
  },
  'analyst@demo.test': {
    name: 'Nia Analyst',
    role: 'Network Analyst',
    dataScope: 'all',
    permissions: ['offers.read', 'publishers.read', 'advertisers.read', 'reports.read', 'employees.read'],
  },
} as const satisfies Record<
  string,
  { name: string; role: string; dataScope: 'all' | 'managed'; permissions: readonly Permission[] }
>;
