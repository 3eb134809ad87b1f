import { type AnyColumn, eq, inArray, or, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { partners } from '../../db/schema/index';
import type { AuthenticatedUser } from '../../plugins/request-context';

/**
 * The partners a staff member may see: every partner of the tenant, or only the publishers and
 * advertisers whose account manager they are. The one rule every staff query applies (docs/team.md).
 */
export type PartnerScope = { kind: 'all' } | { kind: 'managed'; managerId: string };

/** Every partner: admins, employees whose role says all, and the server's own jobs (demo seeding). */
export const ALL_PARTNERS: PartnerScope = { kind: 'all' };

/** Admins see all; an employee what their role's data scope says (read with the session, per request). */
export function partnerScopeOf(user: AuthenticatedUser): PartnerScope {
  if (user.role === 'employee' && user.employeeRole?.dataScope !== 'all') {
    return { kind: 'managed', managerId: user.id };
  }
  return ALL_PARTNERS;
}

/**
 * The condition that keeps rows whose partner column is inside the scope (undefined: no limit).
 * `partnerId` is any column holding a partner's id: `partners.id`, `offer_access.publisher_id`, ...
 * A row without a partner (null) is outside a managed scope.
 */
export function inPartnerScope(scope: PartnerScope, partnerId: AnyColumn): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  // A subquery, not a list of ids read first: one statement however many partners a manager has.
  const managed = new QueryBuilder()
    .select({ id: partners.id })
    .from(partners)
    .where(eq(partners.accountManagerId, scope.managerId));
  return inArray(partnerId, managed);
}

/**
 * The condition for rows of a publisher and an advertiser (a click, a conversion): inside the
 * scope when either partner is, so a manager sees their publishers' traffic on any offer and any
 * traffic on their advertisers' offers (undefined: no limit).
 */
export function inPartnerPairScope(
  scope: PartnerScope,
  publisherId: AnyColumn,
  advertiserId: AnyColumn,
): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  return or(inPartnerScope(scope, publisherId), inPartnerScope(scope, advertiserId));
}

/** Whether one partner is inside the scope, for checks on a single row already loaded. */
export function isPartnerInScope(scope: PartnerScope, accountManagerId: string | null): boolean {
  return scope.kind === 'all' || accountManagerId === scope.managerId;
}
