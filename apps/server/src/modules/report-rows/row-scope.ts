import type { AnyColumn, SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { signedInUserOf } from '../../plugins/route-config';
import { inPartnerPairScope, type PartnerScope, partnerScopeOf } from '../partner-scope/index';
/**
 * Whose rows a caller may read: staff the rows of the tenant their data scope allows
 * (the filters narrow it), a publisher their own, an advertiser
 * their offers'. The partner ids come from the session, never from the request.
 */
export type RowScope =
  | { role: 'staff'; partners: PartnerScope; publisherId?: undefined; advertiserId?: undefined }
  | { role: 'publisher'; publisherId: string; advertiserId?: undefined }
  | { role: 'advertiser'; advertiserId: string; publisherId?: undefined };

/** Staff rows as the signed-in staff member's data scope allows (docs/team.md). */
export const staffScopeOf = (request: FastifyRequest): RowScope => ({
  role: 'staff',
  partners: partnerScopeOf(signedInUserOf(request)),
});

/** Rows whose publisher or advertiser is inside the staff member's scope (undefined: no limit). */
export function partnerScopeCondition(
  scope: RowScope,
  publisherId: AnyColumn,
  advertiserId: AnyColumn,
): SQL | undefined {
  if (scope.role !== 'staff') return undefined;
  return inPartnerPairScope(scope.partners, publisherId, advertiserId);
}
