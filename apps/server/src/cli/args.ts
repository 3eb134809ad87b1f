import { type AccountStatus, AccountStatusSchema, type UserRole, UserRoleSchema } from '@affnet/contracts';

export type CliValues = Record<string, string | string[] | boolean | undefined>;
export class UsageError extends Error {}

export function requireString(values: CliValues, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

export function parseRole(value: string): UserRole {
  const parsed = UserRoleSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--role must be one of ${UserRoleSchema.options.join(', ')}`);
  return parsed.data;
}

export function parseStatus(value: string | undefined): AccountStatus | undefined {
  if (value === undefined) return undefined;
  const parsed = AccountStatusSchema.safeParse(value);
  if (!parsed.success)
    throw new UsageError(`--status must be one of ${AccountStatusSchema.options.join(', ')}`);
  return parsed.data;
}
