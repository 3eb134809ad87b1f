/**
 * Role and status names as plain constants, with no zod import: the web client's first-load code
 * reads them, and must not pull the validation library in (see docs/performance.md).
 * Their schemas are in role-schemas.ts.
 */

/** The four kinds of user (spec §6). Each owns the routes under its own prefix. */
export const USER_ROLES = ['admin', 'publisher', 'advertiser', 'employee'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  publisher: 'Publisher',
  advertiser: 'Advertiser',
  employee: 'Employee',
};

/** Account status: pending accounts wait for approval; only active ones may sign in. */
export const ACCOUNT_STATUSES = ['pending', 'active', 'rejected', 'blocked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
