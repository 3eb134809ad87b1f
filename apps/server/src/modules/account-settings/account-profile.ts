import type { AccountProfile, PartnerKind, UpdateAccountProfileBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/** The signed-in partner's account and profile, only within their network. */
async function readAccount(db: Database, tenantId: string, userId: string) {
  const [row] = await db
    .select({ user: users, partner: partners })
    .from(users)
    .innerJoin(partners, eq(partners.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Account not found.');
  return row;
}

export async function findAccountProfile(
  db: Database,
  tenantId: string,
  userId: string,
): Promise<AccountProfile> {
  const { user, partner } = await readAccount(db, tenantId, userId);
  return {
    kind: partner.kind,
    email: user.email,
    name: user.name,
    company: partner.company,
    phone: partner.phone,
    website: partner.website,
    country: partner.country,
    timezone: partner.timezone,
    messenger: partner.kind === 'publisher' ? (partner.messenger as AccountProfile['messenger']) : null,
    messengerHandle: partner.kind === 'publisher' ? partner.messengerHandle : null,
  };
}

function profileColumnsOf(kind: PartnerKind, body: UpdateAccountProfileBody) {
  const common = {
    company: body.company,
    phone: body.phone ?? null,
    website: body.website ?? null,
    country: body.country ?? null,
    timezone: body.timezone,
    updatedAt: new Date(),
  };
  // Messengers are a publisher's contact; an advertiser's stay unset.
  return kind === 'publisher'
    ? { ...common, messenger: body.messenger ?? null, messengerHandle: body.messengerHandle ?? null }
    : common;
}

/** A partner edits their own name, contact details and time zone (not their e-mail, status or manager). */
export async function updateAccountProfile(
  db: Database,
  tenantId: string,
  userId: string,
  body: UpdateAccountProfileBody,
): Promise<AccountProfile> {
  await db.transaction(async (tx) => {
    const { partner } = await readAccount(tx, tenantId, userId);
    await tx
      .update(users)
      .set({ name: body.name, updatedAt: new Date() })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    await tx.update(partners).set(profileColumnsOf(partner.kind, body)).where(eq(partners.id, partner.id));
  });
  return findAccountProfile(db, tenantId, userId);
}
