import { z } from 'zod';

/**
 * Fine-grained permissions. Admins hold all of them; an employee holds those of its
 * custom role. Routes declare the one they need (`config.auth.permission`).
 */
export const PERMISSIONS = [
  'offers.read',
  'offers.write',
  'publishers.read',
  'publishers.write',
  'advertisers.read',
  'advertisers.write',
  'reports.read',
  'conversions.write',
  'billing.read',
  'billing.write',
  'billing.pay',
  'employees.read',
  'employees.write',
  'mailer.send',
  'fraud.read',
  'fraud.write',
  'settings.read',
  'settings.write',
] as const;
export const PermissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof PermissionSchema>;

export const PERMISSION_GROUPS: ReadonlyArray<{ label: string; permissions: readonly Permission[] }> = [
  { label: 'Offers', permissions: ['offers.read', 'offers.write'] },
  { label: 'Publishers', permissions: ['publishers.read', 'publishers.write'] },
  { label: 'Advertisers', permissions: ['advertisers.read', 'advertisers.write'] },
  { label: 'Reports', permissions: ['reports.read', 'conversions.write'] },
  { label: 'Billing', permissions: ['billing.read', 'billing.write', 'billing.pay'] },
  { label: 'Team', permissions: ['employees.read', 'employees.write'] },
  { label: 'Mailer', permissions: ['mailer.send'] },
  { label: 'Fraud', permissions: ['fraud.read', 'fraud.write'] },
  { label: 'Settings', permissions: ['settings.read', 'settings.write'] },
];
