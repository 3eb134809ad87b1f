import { type PartnerKind, PERMISSIONS, type Permission } from '@affnet/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../../src/db/client';
import { authHeaders, loginAs, seedPartner, type TestPartner, type TestTenant } from './factories';
import { signedIn } from './partners';

/*
 * Access matrices: the same request made by every kind of caller, to prove who gets in. Each
 * caller is a fresh account of the tenant, signed in through the real login endpoint.
 */

export type Caller = 'anonymous' | 'publisher' | 'advertiser' | 'employeeWithout' | 'employee' | 'admin';

/** Staff endpoints: partners and employees without the permission are refused. */
export const STAFF_ONLY = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  publisher: 403,
  advertiser: 403,
  employeeWithout: 403,
  employee: ok,
  admin: ok,
});

/** Publisher-portal endpoints: only publishers, whatever permission staff hold. */
export const PUBLISHER_ONLY = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  publisher: ok,
  advertiser: 403,
  employeeWithout: 403,
  employee: 403,
  admin: 403,
});

export const ADVERTISER_ONLY = (ok: number): Record<Caller, number> => ({
  anonymous: 401,
  publisher: 403,
  advertiser: ok,
  employeeWithout: 403,
  employee: 403,
  admin: 403,
});

/** A partner of the tenant, signed in. */
export async function signedInPartner(
  app: FastifyInstance,
  db: Database,
  tenant: TestTenant,
  kind: PartnerKind,
): Promise<TestPartner & { headers: Record<string, string> }> {
  const seeded = await seedPartner(db, tenant, { kind });
  return { ...seeded, headers: authHeaders(tenant, await loginAs(app, tenant, seeded.user)) };
}

export type CallerSetup = {
  /** The permission the route needs (employees get exactly it, or every other one). */
  permission: Permission;
  /** What each caller should get; refused callers (4xx) are tried first. */
  expected: Record<Caller, number>;
  /**
   * Builds the request for one caller; called once per caller (all before the first call), so a
   * write can use fresh rows each time. `partnerId` is the calling partner's own id, if any.
   */
  request: (caller: Caller, partnerId: string | null) => Promise<InjectOptions>;
  /** What the refused callers must leave unchanged (read before and after them). */
  snapshot?: () => Promise<unknown>;
};

export type CallerResult = {
  statuses: Record<string, number>;
  /** `snapshot()` before any call and after the refused callers' calls. */
  before: unknown;
  afterRefused: unknown;
};

const CALLERS: readonly Caller[] = [
  'anonymous',
  'publisher',
  'advertiser',
  'employeeWithout',
  'employee',
  'admin',
];

/** Makes the same request as every kind of caller and reports the status each got. */
export async function statusesByCaller(
  app: FastifyInstance,
  db: Database,
  tenant: TestTenant,
  setup: CallerSetup,
): Promise<CallerResult> {
  const staff = (options: Parameters<typeof signedIn>[3]) =>
    signedIn(app, db, tenant, options).then(({ headers }) => ({ headers, partnerId: null }));
  const partner = (kind: PartnerKind) =>
    signedInPartner(app, db, tenant, kind).then(({ headers, partner }) => ({
      headers,
      partnerId: partner.id,
    }));
  const signIn: Record<Caller, () => Promise<{ headers: Record<string, string>; partnerId: string | null }>> =
    {
      anonymous: async () => ({ headers: { host: tenant.host }, partnerId: null }),
      publisher: () => partner('publisher'),
      advertiser: () => partner('advertiser'),
      employeeWithout: () =>
        staff({ role: 'employee', permissions: PERMISSIONS.filter((p) => p !== setup.permission) }),
      employee: () => staff({ role: 'employee', permissions: [setup.permission] }),
      admin: () => staff({ role: 'admin' }),
    };
  // Every request is built (and its rows seeded) before the first snapshot, so the snapshots
  // differ only by what the calls themselves did.
  const prepared = new Map<Caller, InjectOptions>();
  for (const caller of CALLERS) {
    const { headers, partnerId } = await signIn[caller]();
    const options = await setup.request(caller, partnerId);
    prepared.set(caller, { ...options, headers: { ...options.headers, ...headers } });
  }
  const statuses: Record<string, number> = {};
  const call = async (caller: Caller) => {
    const options = prepared.get(caller);
    if (options) statuses[caller] = (await app.inject(options)).statusCode;
  };
  const refused = CALLERS.filter((caller) => setup.expected[caller] >= 400);
  const before = await setup.snapshot?.();
  for (const caller of refused) await call(caller);
  const afterRefused = await setup.snapshot?.();
  for (const caller of CALLERS.filter((c) => !refused.includes(c))) await call(caller);
  return { statuses, before, afterRefused };
}
