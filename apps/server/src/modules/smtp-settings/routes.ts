import {
  type SmtpSettingsView,
  saveSmtpSettingsSchema,
  smtpSettingsResponseSchema,
  smtpTestResponseSchema,
  type TestSmtpSettings,
  testSmtpSettingsSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import type { Mailer, SmtpServer } from '../../lib/mailer';
import { settingsBoxOf } from '../../lib/secret-box';
import { SMTP_TEST_LIMITS } from '../../plugins/rate-limit';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { senderAddress } from './network-smtp';
import { loadSmtpRow, smtpSettingsOf } from './repository';
import { passwordFor, removeSmtpSettings, saveSmtpSettings } from './save-smtp-settings';
import { pinSmtpDestination } from './smtp-destination';

const tags = ['settings'];
const read = { auth: staffWith('settings.read') };
const write = { auth: staffWith('settings.write') };

type TestSendInput = {
  network: { name: string };
  /** The server as typed, its password already chosen (typed, or the stored one). */
  server: SmtpServer;
  body: TestSmtpSettings;
};

/**
 * Sends one test message with the fields as typed and reports what the mail server said: its
 * response line, or the error (a refused address included). Nothing is saved.
 */
async function sendTestEmail(
  mailer: Mailer,
  allowHosts: readonly string[],
  { network, server, body }: TestSendInput,
): Promise<{ ok: boolean; message: string }> {
  try {
    const receipt = await mailer.send({
      to: body.testTo,
      from: senderAddress(body.fromName, body.fromEmail),
      subject: `Test e-mail from ${network.name}`,
      text: `This is a test e-mail from the SMTP settings of ${network.name}. If you can read it, the mail server works.`,
      via: await pinSmtpDestination(server, allowHosts),
    });
    return { ok: true, message: receipt.response };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

async function viewOf(
  db: Database,
  tenantId: string,
  serverMailConfigured: boolean,
): Promise<SmtpSettingsView> {
  const row = await loadSmtpRow(db, tenantId);
  return { smtp: row ? smtpSettingsOf(row) : null, serverMailConfigured };
}

/** setting/smtp: the network's own mail server, its test send, and going back to the server's. */
export const smtpSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mailer }) => {
  const box = () => settingsBoxOf(db, config.settingsKey);
  const serverMail = config.smtpUrl !== undefined;
  const response = { 200: smtpSettingsResponseSchema, ...ERROR_RESPONSES };

  app.get(
    '/settings/smtp',
    {
      config: read,
      schema: {
        tags,
        summary: "The network's mail server (whether a password is set, never the password)",
        response,
      },
    },
    async (request) => ({ data: await viewOf(db, request.tenant.id, serverMail) }),
  );

  app.put(
    '/settings/smtp',
    {
      config: write,
      schema: {
        tags,
        summary: "Saves the network's mail server; a save without a password keeps the stored one",
        body: saveSmtpSettingsSchema,
        response,
      },
    },
    async (request) => {
      const actor = { tenantId: request.tenant.id, userId: signedInUserOf(request).id };
      await saveSmtpSettings(db, await box(), actor, request.body);
      return { data: await viewOf(db, request.tenant.id, serverMail) };
    },
  );

  app.delete(
    '/settings/smtp',
    {
      config: write,
      schema: {
        tags,
        summary: "Removes the network's mail server: the server-wide one sends again",
        response,
      },
    },
    async (request) => {
      const actor = { tenantId: request.tenant.id, userId: signedInUserOf(request).id };
      await removeSmtpSettings(db, await box(), actor);
      return { data: await viewOf(db, request.tenant.id, serverMail) };
    },
  );

  app.post(
    '/settings/smtp/test',
    {
      config: { ...write, rateLimit: SMTP_TEST_LIMITS },
      schema: {
        tags,
        summary: "Sends a test e-mail with the fields as typed (not saved); answers the server's reply",
        body: testSmtpSettingsSchema,
        response: { 200: smtpTestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { body } = request;
      const stored = await loadSmtpRow(db, request.tenant.id);
      const server = {
        host: body.host,
        port: body.port,
        security: body.security,
        username: body.username ?? null,
        // A 422 on the password when the stored one may not go to this host, not a failed send.
        password: passwordFor(body, stored, await box()),
      };
      const input = { network: request.tenant, server, body };
      return { data: await sendTestEmail(mailer, config.smtpAllowHosts, input) };
    },
  );
};
