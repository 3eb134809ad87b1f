import {
  placeholderErrors,
  SYSTEM_EMAILS,
  type SystemEmailKey,
  type SystemEmailTemplate,
  systemEmailListResponseSchema,
  systemEmailParamsSchema,
  systemEmailPreviewResponseSchema,
  systemEmailTemplateResponseSchema,
  systemEmailTemplateSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { diffSettings, recordSettingChange } from '../settings-history/index';
import { renderSystemEmail, sampleValuesOf } from './render-system-email';
import { deleteSystemEmail, listSystemEmails, loadSystemEmail, upsertSystemEmail } from './repository';

const tags = ['settings'];
const read = { auth: staffWith('settings.read') };
const write = { auth: staffWith('settings.write') };
const itemResponse = { 200: systemEmailTemplateResponseSchema, ...ERROR_RESPONSES };

/** A 422 naming the placeholders a template uses that its e-mail does not offer. */
function refuseUnknownPlaceholders(key: SystemEmailKey, template: SystemEmailTemplate): void {
  const errors = placeholderErrors(template, key);
  if (Object.keys(errors).length > 0)
    throw new AppError('VALIDATION', 'The template uses placeholders this e-mail does not offer.', errors);
}

type Actor = { tenantId: string; userId: string };

/** The history's field names: "password-reset.subject", which the page labels by e-mail. */
function historyValuesOf(key: SystemEmailKey, template: SystemEmailTemplate) {
  return { [`${key}.subject`]: template.subject, [`${key}.body`]: template.body };
}

/** Writes (or, with null, removes) a network's version of an e-mail and records the change. */
async function changeTemplate(
  db: Database,
  actor: Actor,
  key: SystemEmailKey,
  next: SystemEmailTemplate | null,
): Promise<void> {
  const name = SYSTEM_EMAILS[key].name;
  await db.transaction(async (tx) => {
    const before = await loadSystemEmail(tx, actor.tenantId, key);
    if (next) await upsertSystemEmail(tx, actor.tenantId, key, next);
    else await deleteSystemEmail(tx, actor.tenantId, key);
    const after = next ?? {
      subject: SYSTEM_EMAILS[key].defaultSubject,
      body: SYSTEM_EMAILS[key].defaultBody,
    };
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'system-email',
      summary: next ? `Edited the e-mail "${name}"` : `Reset the e-mail "${name}" to its default`,
      changes: diffSettings(historyValuesOf(key, before), historyValuesOf(key, after)),
    });
  });
}

/** setting/system-email: each system e-mail's subject and body, a preview, and a reset. */
export const systemEmailRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/settings/system-emails',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every system e-mail as this network sends it (its own text or the default)',
        response: { 200: systemEmailListResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listSystemEmails(db, request.tenant.id) }),
  );

  app.get(
    '/settings/system-emails/:key',
    {
      config: read,
      schema: { tags, summary: 'One system e-mail', params: systemEmailParamsSchema, response: itemResponse },
    },
    async (request) => ({ data: await loadSystemEmail(db, request.tenant.id, request.params.key) }),
  );

  app.put(
    '/settings/system-emails/:key',
    {
      config: write,
      schema: {
        tags,
        summary: "Saves the network's subject and body of a system e-mail (known placeholders only)",
        params: systemEmailParamsSchema,
        body: systemEmailTemplateSchema,
        response: itemResponse,
      },
    },
    async (request) => {
      const { key } = request.params;
      refuseUnknownPlaceholders(key, request.body);
      const actor = { tenantId: request.tenant.id, userId: signedInUserOf(request).id };
      await changeTemplate(db, actor, key, request.body);
      return { data: await loadSystemEmail(db, request.tenant.id, key) };
    },
  );

  app.delete(
    '/settings/system-emails/:key',
    {
      config: write,
      schema: {
        tags,
        summary: 'Resets a system e-mail to its default text',
        params: systemEmailParamsSchema,
        response: itemResponse,
      },
    },
    async (request) => {
      const { key } = request.params;
      const actor = { tenantId: request.tenant.id, userId: signedInUserOf(request).id };
      await changeTemplate(db, actor, key, null);
      return { data: await loadSystemEmail(db, request.tenant.id, key) };
    },
  );

  app.post(
    '/settings/system-emails/:key/preview',
    {
      config: read,
      schema: {
        tags,
        summary: 'A subject and body (saved or not) rendered with sample values, as the e-mail would be sent',
        params: systemEmailParamsSchema,
        body: systemEmailTemplateSchema,
        response: { 200: systemEmailPreviewResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { key } = request.params;
      refuseUnknownPlaceholders(key, request.body);
      return { data: renderSystemEmail(key, request.body, sampleValuesOf(key, request.tenant.name)) };
    },
  );
};
