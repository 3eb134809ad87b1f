import type { AddDomainBody, NetworkDomain } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import { tenantDomains } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import type { TenantResolver } from '../../tenancy/index';
import { recordSettingChange } from '../settings-history/index';
import { findDomain, listDomains, markDefaultTrackingDomain, toNetworkDomain } from './domain-repository';
import { refusalOf } from './refused-hosts';

export type DomainActor = { tenantId: string; userId: string };
export type DomainDeps = { db: Database; tenants: TenantResolver; config: Pick<Config, 'publicUrl'> };

const TAKEN = 'This domain is already in use.';
const KIND_LABEL = { panel: 'panel domain', tracking: 'tracking domain' } as const;

/** Whether the error is the unique index on host refusing a name another row holds. */
function isHostTaken(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  const code = (error as { code?: string } | null)?.code ?? cause?.code;
  return code === '23505';
}

/**
 * Adds a panel or tracking domain, pending: it routes to no network until the network proves it
 * controls the name (`verifyDomain`). Host names are unique across all networks, pending or not, so
 * a name one network claimed is never another's; the installation's own hosts and addresses are
 * refused (`refusalOf`).
 */
export async function addDomain(
  deps: DomainDeps,
  actor: DomainActor,
  body: AddDomainBody,
): Promise<NetworkDomain> {
  const refusal = refusalOf(deps.config, body.host);
  if (refusal) throw fieldError('host', refusal);
  let added: NetworkDomain;
  try {
    added = await deps.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: tenantDomains.id })
        .from(tenantDomains)
        .where(eq(tenantDomains.host, body.host))
        .limit(1);
      if (taken) throw fieldError('host', TAKEN);
      const [row] = await tx
        .insert(tenantDomains)
        .values({ tenantId: actor.tenantId, host: body.host, kind: body.kind })
        .returning();
      if (!row) throw new Error('Domain insert returned no row');
      await recordSettingChange(tx, {
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        area: 'domain',
        summary: `Added the ${KIND_LABEL[body.kind]} ${body.host}`,
        changes: [{ field: KIND_LABEL[body.kind], before: null, after: body.host, secret: false }],
      });
      return toNetworkDomain(row);
    });
  } catch (error) {
    // Two networks adding the same name at once: the unique index decides.
    if (isHostTaken(error)) throw fieldError('host', TAKEN);
    throw error;
  }
  return added;
}

/**
 * Removes a domain. The last verified panel domain stays (the network would be unreachable but
 * through the default host); removing the default tracking domain hands the default to the oldest
 * other verified one. A pending domain can always go.
 */
export async function removeDomain(deps: DomainDeps, actor: DomainActor, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const domain = await findDomain(tx, actor.tenantId, id);
    if (!domain) throw new AppError('NOT_FOUND', 'Domain not found.');
    const all = await listDomains(tx, actor.tenantId);
    const sameKind = all.filter((d) => d.kind === domain.kind && d.id !== domain.id && d.verifiedAt);
    if (domain.kind === 'panel' && domain.verifiedAt && sameKind.length === 0) {
      throw new AppError(
        'CONFLICT',
        'This is the only verified panel domain: add and verify another one before removing it.',
      );
    }
    await tx
      .delete(tenantDomains)
      .where(and(eq(tenantDomains.tenantId, actor.tenantId), eq(tenantDomains.id, id)));
    const successor = sameKind[0];
    if (domain.isDefault && successor) await markDefaultTrackingDomain(tx, actor.tenantId, successor.id);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'domain',
      summary: `Removed the ${KIND_LABEL[domain.kind]} ${domain.host}`,
      changes: [{ field: KIND_LABEL[domain.kind], before: domain.host, after: null, secret: false }],
    });
  });
  deps.tenants.invalidate();
}

/** Makes a tracking domain the one new tracking links use. */
export async function makeDefaultTrackingDomain(db: Database, actor: DomainActor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const domain = await findDomain(tx, actor.tenantId, id);
    if (!domain) throw new AppError('NOT_FOUND', 'Domain not found.');
    if (domain.kind !== 'tracking')
      throw new AppError('CONFLICT', 'Only a tracking domain can carry the links.');
    if (!domain.verifiedAt)
      throw new AppError('CONFLICT', 'Verify this domain first: until then links on it reach no network.');
    if (domain.isDefault) return;
    const previous = (await listDomains(tx, actor.tenantId)).find((d) => d.isDefault);
    await markDefaultTrackingDomain(tx, actor.tenantId, id);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'domain',
      summary: `Tracking links now use ${domain.host}`,
      changes: [
        {
          field: 'default tracking domain',
          before: previous?.host ?? null,
          after: domain.host,
          secret: false,
        },
      ],
    });
  });
}
