import type { SystemEmailKey } from '@affnet/contracts';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage, MailReceipt } from '../../lib/mailer';
import { settingsBoxOf } from '../../lib/secret-box';
import type { Tenant } from '../../tenancy/index';
import { networkSmtpOf, pinSmtpDestination } from '../smtp-settings/index';
import { type PlaceholderValues, renderSystemEmail } from './render-system-email';
import { loadSystemEmail } from './repository';

/** Sends a network's system e-mails: its own text (or the default) through its own SMTP (or the server's). */
export type SystemMailer = {
  send: (
    tenant: Pick<Tenant, 'id' | 'name' | 'supportEmail'>,
    key: SystemEmailKey,
    to: string,
    values: PlaceholderValues,
  ) => Promise<MailReceipt>;
  /**
   * The same, when the recipient and values are still being read: the mailer is handed the send
   * at once, so it counts as under way from the moment it is asked for.
   */
  sendWhenRead: (
    tenant: Pick<Tenant, 'id' | 'name' | 'supportEmail'>,
    key: SystemEmailKey,
    reading: Promise<{ to: string; values: PlaceholderValues }>,
  ) => Promise<MailReceipt>;
};

export type SystemMailerDeps = {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'settingsKey' | 'smtpAllowHosts'>;
};

/** Without a mail server of its own, a network's mail says it is from its support address, if any. */
function fallbackSender(tenant: Pick<Tenant, 'name' | 'supportEmail'>): { from?: string } {
  return tenant.supportEmail ? { from: `${tenant.name} <${tenant.supportEmail}>` } : {};
}

export function createSystemMailer({ db, mailer, config }: SystemMailerDeps): SystemMailer {
  return {
    // The mailer is handed the message's promise at once (not after the lookups), so a send
    // that is still reading its template counts as under way.
    send: (tenant, key, to, values) => mailer.send(prepareMessage(tenant, key, to, values)),
    sendWhenRead: (tenant, key, reading) =>
      mailer.send(reading.then(({ to, values }) => prepareMessage(tenant, key, to, values))),
  };

  async function prepareMessage(
    tenant: Pick<Tenant, 'id' | 'name' | 'supportEmail'>,
    key: SystemEmailKey,
    to: string,
    values: PlaceholderValues,
  ): Promise<MailMessage> {
    const [template, smtp] = await Promise.all([
      loadSystemEmail(db, tenant.id, key),
      settingsBoxOf(db, config.settingsKey).then((box) => networkSmtpOf(db, tenant.id, box)),
    ]);
    const rendered = renderSystemEmail(key, template, { network: tenant.name, ...values });
    const sender = smtp
      ? { from: smtp.from, via: await pinSmtpDestination(smtp.via, config.smtpAllowHosts) }
      : fallbackSender(tenant);
    return { to, ...rendered, ...sender };
  }
}
