import { z } from 'zod';

/** The four kinds of user (spec §6). Each owns the routes under its own prefix. */
export const USER_ROLES = ['admin', 'publisher', 'advertiser', 'employee'] as const;
export const UserRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Admin',
  publisher: 'Publisher',
  advertiser: 'Advertiser',
  employee: 'Employee',
};

/** Account status: pending accounts wait for approval; only active ones may sign in. */
export const ACCOUNT_STATUSES = ['pending', 'active', 'rejected', 'blocked'] as const;
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;
