import type { RegistrationAudience, RegistrationField } from '@affnet/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrationFields } from '../../db/schema/index';

type FieldRow = typeof registrationFields.$inferSelect;

export function toRegistrationField(row: FieldRow): RegistrationField {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    required: row.required,
    options: row.options,
    helpText: row.helpText,
  };
}

/** One audience's sign-up questions, in the order the form shows them. */
export async function listRegistrationFields(
  db: Database,
  tenantId: string,
  audience: RegistrationAudience,
): Promise<RegistrationField[]> {
  const rows = await db
    .select()
    .from(registrationFields)
    .where(and(eq(registrationFields.tenantId, tenantId), eq(registrationFields.audience, audience)))
    .orderBy(asc(registrationFields.position), asc(registrationFields.createdAt));
  return rows.map(toRegistrationField);
}
