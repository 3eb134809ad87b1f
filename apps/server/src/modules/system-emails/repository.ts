import {
  SYSTEM_EMAIL_KEYS,
  SYSTEM_EMAILS,
  type SystemEmailKey,
  type SystemEmailTemplate,
  type SystemEmailTemplateView,
} from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemEmailTemplates } from '../../db/schema/index';

type TemplateRow = typeof systemEmailTemplates.$inferSelect;

function viewOf(key: SystemEmailKey, row: TemplateRow | undefined): SystemEmailTemplateView {
  const definition = SYSTEM_EMAILS[key];
  return {
    key,
    subject: row?.subject ?? definition.defaultSubject,
    body: row?.body ?? definition.defaultBody,
    customized: row !== undefined,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Every system e-mail of a network: its own version where it has one, else the default. */
export async function listSystemEmails(db: Database, tenantId: string): Promise<SystemEmailTemplateView[]> {
  const rows = await db
    .select()
    .from(systemEmailTemplates)
    .where(eq(systemEmailTemplates.tenantId, tenantId));
  return SYSTEM_EMAIL_KEYS.map((key) =>
    viewOf(
      key,
      rows.find((row) => row.key === key),
    ),
  );
}

/** One system e-mail of a network, as it would be sent now. */
export async function loadSystemEmail(
  db: Database,
  tenantId: string,
  key: SystemEmailKey,
): Promise<SystemEmailTemplateView> {
  const [row] = await db
    .select()
    .from(systemEmailTemplates)
    .where(and(eq(systemEmailTemplates.tenantId, tenantId), eq(systemEmailTemplates.key, key)));
  return viewOf(key, row);
}

export async function upsertSystemEmail(
  db: Database,
  tenantId: string,
  key: SystemEmailKey,
  template: SystemEmailTemplate,
): Promise<void> {
  const values = { ...template, updatedAt: new Date() };
  await db
    .insert(systemEmailTemplates)
    .values({ tenantId, key, ...values })
    .onConflictDoUpdate({ target: [systemEmailTemplates.tenantId, systemEmailTemplates.key], set: values });
}

export async function deleteSystemEmail(db: Database, tenantId: string, key: SystemEmailKey): Promise<void> {
  await db
    .delete(systemEmailTemplates)
    .where(and(eq(systemEmailTemplates.tenantId, tenantId), eq(systemEmailTemplates.key, key)));
}
