import type { TrackingDomain } from '@affnet/contracts';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantDomains } from '../../db/schema/index';

/**
 * Where a tenant's links point: its default tracking domain (setting/domain; else its oldest), over
 * https, or, when it has none, the
 * panel's own origin (the front door answers tracking paths on the panel host too).
 */
export async function trackingDomainOf(
  db: Database,
  tenantId: string,
  panelOrigin: string,
): Promise<TrackingDomain> {
  const [row] = await db
    .select({ host: tenantDomains.host })
    .from(tenantDomains)
    .where(
      and(
        eq(tenantDomains.tenantId, tenantId),
        eq(tenantDomains.kind, 'tracking'),
        // A domain not yet verified routes nowhere: links on it would not work.
        isNotNull(tenantDomains.verifiedAt),
      ),
    )
    .orderBy(desc(tenantDomains.isDefault), asc(tenantDomains.createdAt), asc(tenantDomains.host))
    .limit(1);
  return row ? { origin: `https://${row.host}`, kind: 'tracking' } : { origin: panelOrigin, kind: 'panel' };
}
