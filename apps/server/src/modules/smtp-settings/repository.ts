import type { SmtpSettings } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenantSmtpSettings } from '../../db/schema/index';

export type SmtpRow = typeof tenantSmtpSettings.$inferSelect;
export type SmtpRowValues = Omit<SmtpRow, 'tenantId' | 'updatedAt'>;

export async function loadSmtpRow(db: Database, tenantId: string): Promise<SmtpRow | undefined> {
  const [row] = await db.select().from(tenantSmtpSettings).where(eq(tenantSmtpSettings.tenantId, tenantId));
  return row;
}

export async function upsertSmtpRow(db: Database, tenantId: string, values: SmtpRowValues): Promise<void> {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(tenantSmtpSettings)
    .values({ tenantId, ...set })
    .onConflictDoUpdate({ target: tenantSmtpSettings.tenantId, set });
}

export async function deleteSmtpRow(db: Database, tenantId: string): Promise<void> {
  await db.delete(tenantSmtpSettings).where(eq(tenantSmtpSettings.tenantId, tenantId));
}

/** What the browser may see: whether a password is set, never the password (nor its sealed form). */
export function smtpSettingsOf(row: SmtpRow): SmtpSettings {
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    passwordSet: row.passwordSealed !== null,
    fromName: row.fromName,
    fromEmail: row.fromEmail,
    updatedAt: row.updatedAt.toISOString(),
  };
}
