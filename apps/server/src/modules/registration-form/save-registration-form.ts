import type { RegistrationAudience, RegistrationField, RegistrationFormBody } from '@affnet/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrationFields, tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { diffSettings, recordSettingChange, type SettingValues } from '../settings-history/index';
import { listRegistrationFields } from './repository';

type Save = {
  tenantId: string;
  actorUserId: string;
  audience: RegistrationAudience;
  body: RegistrationFormBody;
};

/** How the history shows a question: one line a question, keyed by its place in the form. */
function historyValuesOf(fields: readonly RegistrationField[]): SettingValues {
  return Object.fromEntries(
    fields.map((field, index) => [
      `Question ${index + 1}`,
      [
        field.label,
        field.kind,
        field.required ? 'required' : 'optional',
        field.options.length > 0 ? field.options.join(' / ') : null,
      ]
        .filter(Boolean)
        .join(', '),
    ]),
  );
}

/** Field ids of the body that are not this audience's questions: a stale form or a forged id. */
function unknownIds(body: RegistrationFormBody, current: readonly RegistrationField[]) {
  const known = new Set(current.map((field) => field.id));
  return body.fields.flatMap((field, index) => (field.id && !known.has(field.id) ? [index] : []));
}

/**
 * Replaces one audience's questions with the list as saved (check everything, then write, under
 * the tenant's row lock so two saves do not interleave): kept ids are updated in place, so the
 * answers partners gave stay linked; questions left out are removed (their answers stay on the
 * partners, with the label they had).
 */
export async function saveRegistrationForm(db: Database, save: Save): Promise<RegistrationField[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, save.tenantId)).for('update');
    const before = await listRegistrationFields(tx, save.tenantId, save.audience);
    const unknown = unknownIds(save.body, before);
    if (unknown.length > 0) {
      throw new AppError(
        'VALIDATION',
        'The form has errors.',
        Object.fromEntries(
          unknown.map((index) => [`fields.${index}.id`, ['This question no longer exists; reload the page']]),
        ),
      );
    }
    const scope = and(
      eq(registrationFields.tenantId, save.tenantId),
      eq(registrationFields.audience, save.audience),
    );
    const keptIds = save.body.fields.flatMap((field) => (field.id ? [field.id] : []));
    await tx
      .delete(registrationFields)
      .where(keptIds.length > 0 ? and(scope, notInArray(registrationFields.id, keptIds)) : scope);
    const now = new Date();
    for (const [position, field] of save.body.fields.entries()) {
      const values = {
        position,
        label: field.label,
        kind: field.kind,
        required: field.required,
        options: field.kind === 'select' ? field.options : [],
        helpText: field.helpText ?? null,
        updatedAt: now,
      };
      if (field.id) {
        await tx
          .update(registrationFields)
          .set(values)
          .where(and(scope, eq(registrationFields.id, field.id)));
      } else {
        await tx
          .insert(registrationFields)
          .values({ ...values, tenantId: save.tenantId, audience: save.audience });
      }
    }
    const after = await listRegistrationFields(tx, save.tenantId, save.audience);
    await recordSettingChange(tx, {
      tenantId: save.tenantId,
      actorUserId: save.actorUserId,
      area: 'registration-form',
      summary: `Updated the ${save.audience} sign-up questions`,
      changes: diffSettings(historyValuesOf(before), historyValuesOf(after)),
    });
    return after;
  });
}
