import { randomUUID } from 'node:crypto';
import type { PartnerKind, Permission } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { partners, users } from '../../src/db/schema/index';
import {
  authHeaders,
  loginAs,
  type SeedUserOptions,
  seedUser,
  type TestTenant,
  type TestUser,
} from './factories';

/** What differs between the advertiser and publisher APIs; everything else behaves the same. */
export type KindSpec = {
  kind: PartnerKind;
  /** The other kind, for "wrong kind" checks. */
  other: PartnerKind;
  path: string;
  read: Permission;
  write: Permission;
};

export const ADVERTISERS: KindSpec = {
  kind: 'advertiser',
  other: 'publisher',
  path: '/api/v1/advertisers',
  read: 'advertisers.read',
  write: 'advertisers.write',
};
export const PUBLISHERS: KindSpec = {
  kind: 'publisher',
  other: 'advertiser',
  path: '/api/v1/publishers',
  read: 'publishers.read',
  write: 'publishers.write',
};
export const KINDS = [ADVERTISERS, PUBLISHERS];
/** For `describe.each(EACH_KIND)('… %s …', (_path, spec) => …)`: titles name the path, unquoted. */
export const EACH_KIND = KINDS.map((spec) => [spec.path, spec] as const);

export const pathOf = (kind: PartnerKind) => (kind === 'advertiser' ? ADVERTISERS : PUBLISHERS).path;

/** A fresh address on every call, so no test collides with another's rows. */
export const freshEmail = (label = 'partner') => `${label}-${randomUUID().slice(0, 8)}@partners.test`;

/** A valid create/edit body with every optional field set; the kind-only fields only for that kind. */
export function partnerBody(
  kind: PartnerKind,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const common = {
    company: 'Northwind Media',
    contactName: 'Nora North',
    email: freshEmail(kind),
    phone: '+49 30 1234567',
    website: 'https://northwind.example',
    country: 'DE',
    currency: 'EUR',
    timezone: 'Europe/Berlin',
    status: 'active',
    statusReason: 'Checked by phone',
    notes: 'Prefers e-mail',
    taxId: 'DE123456789',
  };
  const own =
    kind === 'advertiser'
      ? { ipAllowlist: ['203.0.113.7', '198.51.100.0/24'] }
      : { trafficSources: ['social', 'search'], messenger: 'telegram', messengerHandle: '@nora' };
  return { ...common, ...own, ...overrides };
}

/** Seeds a staff member (or partner-role user) and signs them in through the API. */
export async function signedIn(
  app: FastifyInstance,
  db: Database,
  tenant: TestTenant,
  options: SeedUserOptions = {},
): Promise<{ user: TestUser; headers: Record<string, string> }> {
  const user = await seedUser(db, tenant, options);
  return { user, headers: authHeaders(tenant, await loginAs(app, tenant, user)) };
}

/** The partner as stored (account status and profile), to prove what a failed request left alone. */
export async function storedPartner(db: Database, partnerId: string) {
  const [row] = await db
    .select({ partner: partners, status: users.status, email: users.email, name: users.name })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.id, partnerId));
  return row;
}

/** Users of a tenant with this e-mail (0 or 1). */
export async function usersWithEmail(db: Database, tenantId: string, email: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())));
}

/** All partners of one tenant (for "nothing was written" checks). */
export async function partnersOf(db: Database, tenantId: string) {
  return db.select().from(partners).where(eq(partners.tenantId, tenantId));
}
