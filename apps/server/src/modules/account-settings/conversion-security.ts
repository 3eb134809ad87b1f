import type { ConversionSecurity, UpdateIpAllowlistBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { generateToken } from '../../lib/crypto';

/*
 * The advertiser's own conversion token and postback IP allowlist (their setting/account), the
 * same columns staff rotate and edit on the advertiser's page. The click engine reads them from
 * the change feed, so a new token or list is in force within about a second (docs/tracking.md).
 */

type Caller = { tenantId: string; userId: string };

const ownAdvertiser = (caller: Caller) =>
  and(
    eq(partners.tenantId, caller.tenantId),
    eq(partners.userId, caller.userId),
    eq(partners.kind, 'advertiser'),
  );

function securityOf(
  row: { conversionToken: string | null; ipAllowlist: string[] } | undefined,
): ConversionSecurity {
  if (!row?.conversionToken) throw new AppError('NOT_FOUND', 'Account not found.');
  return { conversionToken: row.conversionToken, ipAllowlist: row.ipAllowlist };
}

const columns = { conversionToken: partners.conversionToken, ipAllowlist: partners.ipAllowlist };

export async function findConversionSecurity(db: Database, caller: Caller): Promise<ConversionSecurity> {
  const [row] = await db.select(columns).from(partners).where(ownAdvertiser(caller));
  return securityOf(row);
}

/** A new random token replaces the old one, which stops working at once. */
export async function rotateOwnConversionToken(db: Database, caller: Caller): Promise<ConversionSecurity> {
  const [row] = await db
    .update(partners)
    .set({ conversionToken: generateToken(), updatedAt: new Date() })
    .where(ownAdvertiser(caller))
    .returning(columns);
  return securityOf(row);
}

export async function updateOwnIpAllowlist(
  db: Database,
  caller: Caller,
  body: UpdateIpAllowlistBody,
): Promise<ConversionSecurity> {
  const [row] = await db
    .update(partners)
    .set({ ipAllowlist: [...new Set(body.ipAllowlist)], updatedAt: new Date() })
    .where(ownAdvertiser(caller))
    .returning(columns);
  return securityOf(row);
}
