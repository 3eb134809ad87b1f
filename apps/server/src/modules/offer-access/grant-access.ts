import type { GrantOfferAccessBody } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { PartnerScope } from '../partner-scope/index';
import { findTenantOffer, findTenantPublishers, upsertAccess } from './repository';

/**
 * The permission tab sets publishers' access to one offer directly (grant a private offer,
 * pre-approve, block). The offer and every publisher must be the tenant's, else 404 and nothing
 * is written; one statement writes all entries.
 */
export async function grantAccess(
  db: Database,
  tenantId: string,
  body: GrantOfferAccessBody,
  deciderId: string,
  scope: PartnerScope,
): Promise<number> {
  if (!(await findTenantOffer(db, tenantId, body.offerId)))
    throw new AppError('NOT_FOUND', 'Offer not found.');
  const publisherIds = [...new Set(body.publisherIds)];
  const found = await findTenantPublishers(db, tenantId, publisherIds, scope);
  if (found.length !== publisherIds.length) {
    throw new AppError('NOT_FOUND', 'Some of these publishers do not exist.');
  }
  await upsertAccess(db, tenantId, body.offerId, publisherIds, {
    status: body.status,
    reason: body.reason ?? null,
    decidedAt: new Date(),
    decidedBy: deciderId,
  });
  return publisherIds.length;
}
