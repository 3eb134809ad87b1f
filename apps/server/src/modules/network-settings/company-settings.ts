import type { CompanySettings, UpdateCompanySettingsBody } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantCompany } from '../../db/schema/index';
import { diffSettings, recordSettingChange } from '../settings-history/index';
import type { SettingsActor } from './settings-actor';

type CompanyRow = typeof tenantCompany.$inferSelect;

function toCompanySettings(row: CompanyRow): CompanySettings {
  const { tenantId: _tenant, updatedAt: _updated, ...settings } = row;
  return settings;
}

/** The network's company details as invoices print them; null until first saved. */
export async function findCompanySettings(db: Database, tenantId: string): Promise<CompanySettings | null> {
  const [row] = await db.select().from(tenantCompany).where(eq(tenantCompany.tenantId, tenantId)).limit(1);
  return row ? toCompanySettings(row) : null;
}

/** Saves `setting/company` (the whole record) and records what changed. */
export async function saveCompanySettings(
  db: Database,
  actor: SettingsActor,
  body: UpdateCompanySettingsBody,
): Promise<CompanySettings> {
  const values: CompanySettings = {
    legalName: body.legalName,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2 ?? null,
    city: body.city,
    postalCode: body.postalCode ?? null,
    region: body.region ?? null,
    country: body.country,
    taxNumber: body.taxNumber ?? null,
    registrationNumber: body.registrationNumber ?? null,
    bankName: body.bankName ?? null,
    bankAccountHolder: body.bankAccountHolder ?? null,
    bankAccount: body.bankAccount ?? null,
    bankBic: body.bankBic ?? null,
  };
  return db.transaction(async (tx) => {
    const before = await findCompanySettings(tx, actor.tenantId);
    await tx
      .insert(tenantCompany)
      .values({ tenantId: actor.tenantId, ...values })
      .onConflictDoUpdate({ target: tenantCompany.tenantId, set: { ...values, updatedAt: new Date() } });
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'company',
      summary: before ? 'Updated the company details' : 'Entered the company details',
      changes: diffSettings(before ?? {}, values),
    });
    return values;
  });
}
