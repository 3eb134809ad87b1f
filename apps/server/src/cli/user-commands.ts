import { emailSchema, PASSWORD_MIN_LENGTH } from '@affnet/contracts';
import type { Database } from '../db/client';
import { generatePassword, hashPassword } from '../lib/crypto';
import { isWeakPassword, WEAK_PASSWORD_MESSAGE } from '../lib/password-policy';
import { revokeUserSessions } from '../modules/auth/index';
import { createPartnerAccount } from '../modules/partners/index';
import {
  createUser,
  findOrCreateEmployeeRole,
  findUserByEmail,
  updateUserPassword,
} from '../modules/users/index';
import { findTenantBySlug, type Tenant } from '../tenancy/index';
import { type CliValues, parseRole, parseStatus, requireString, UsageError } from './args';

async function tenantOf(db: Database, values: CliValues): Promise<Tenant> {
  const slug = requireString(values, 'tenant');
  const tenant = await findTenantBySlug(db, slug);
  if (!tenant) throw new UsageError(`No tenant with slug "${slug}"`);
  return tenant;
}

function passwordOf(values: CliValues): { password: string; generated: boolean } {
  const given = values.password;
  if (typeof given !== 'string') return { password: generatePassword(), generated: true };
  if (given.length < PASSWORD_MIN_LENGTH)
    throw new UsageError(`--password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  if (isWeakPassword(given)) throw new UsageError(`--password: ${WEAK_PASSWORD_MESSAGE}`);
  return { password: given, generated: false };
}

function emailOf(values: CliValues): string {
  const parsed = emailSchema.safeParse(requireString(values, 'email'));
  if (!parsed.success) throw new UsageError('--email must be an e-mail address');
  return parsed.data;
}

async function create(db: Database, values: CliValues): Promise<void> {
  const tenant = await tenantOf(db, values);
  const email = emailOf(values);
  const role = parseRole(requireString(values, 'role'));
  const { password, generated } = passwordOf(values);
  // An employee always has a custom role; the CLI gives new ones a read-only starter role.
  const employeeRole =
    role === 'employee'
      ? await findOrCreateEmployeeRole(db, tenant.id, 'Viewer', [
          'offers.read',
          'publishers.read',
          'advertisers.read',
          'reports.read',
        ])
      : null;
  const name = typeof values.name === 'string' ? values.name : (email.split('@')[0] ?? email);
  const status = parseStatus(typeof values.status === 'string' ? values.status : undefined) ?? 'active';
  if (role === 'publisher' || role === 'advertiser') {
    // A partner is a sign-in account plus its profile; one without the other cannot use the panel.
    const company = typeof values.company === 'string' ? values.company : name;
    await createPartnerAccount(db, {
      tenantId: tenant.id,
      kind: role,
      account: { email, name, password, status },
      columns: { company },
    });
  } else {
    await createUser(db, {
      tenantId: tenant.id,
      email,
      name,
      password,
      role,
      status,
      employeeRoleId: employeeRole?.id ?? null,
    });
  }
  console.log(`Created ${role} ${email} in ${tenant.slug}${generated ? ` with password ${password}` : ''}`);
}

async function resetPassword(db: Database, values: CliValues): Promise<void> {
  const tenant = await tenantOf(db, values);
  const email = emailOf(values);
  const found = await findUserByEmail(db, tenant.id, email);
  if (!found) throw new UsageError(`No user ${email} in ${tenant.slug}`);
  const { password, generated } = passwordOf(values);
  await updateUserPassword(db, tenant.id, found.user.id, await hashPassword(password));
  await revokeUserSessions(db, found.user.id);
  console.log(
    `Password of ${email} changed${generated ? ` to ${password}` : ''}; their sessions were signed out.`,
  );
}

export async function runUserCommand(db: Database, command: string | undefined, values: CliValues) {
  if (command === 'create') return create(db, values);
  if (command === 'reset-password') return resetPassword(db, values);
  throw new UsageError(`Unknown user command: ${command ?? '(none)'}`);
}
