import { z } from 'zod';
import { ACCOUNT_STATUSES, USER_ROLES } from './roles';

export const UserRoleSchema = z.enum(USER_ROLES);
export const AccountStatusSchema = z.enum(ACCOUNT_STATUSES, { error: 'Choose a status' });
