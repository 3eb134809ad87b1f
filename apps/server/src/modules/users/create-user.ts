import type { AccountStatus, UserRole } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import { hashPassword } from '../../lib/crypto';
import { findUserByEmail, insertUser, type User } from './repository';

export type CreateUserInput = {
  tenantId: string;
  email: string;
  name: string;
  password: string;
  role: UserRole;
  status?: AccountStatus;
  employeeRoleId?: string | null;
};

/** Creates an account with an argon2id password; an e-mail already used in the tenant is a field error. */
export async function createUser(db: Database, input: CreateUserInput): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, input.tenantId, email)) {
    throw fieldError('email', 'An account with this e-mail already exists.');
  }
  return insertUser(db, {
    tenantId: input.tenantId,
    email,
    name: input.name.trim(),
    passwordHash: await hashPassword(input.password),
    role: input.role,
    status: input.status ?? 'active',
    employeeRoleId: input.employeeRoleId ?? null,
  });
}
