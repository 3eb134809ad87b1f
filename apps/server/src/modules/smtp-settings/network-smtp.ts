import type { Database } from '../../db/client';
import type { SmtpServer } from '../../lib/mailer';
import type { SecretBox } from '../../lib/secret-box';
import { loadSmtpRow, type SmtpRow } from './repository';

/** How a network's mail goes out when it has its own server: through it, from its sender. */
export type NetworkSmtp = { via: SmtpServer; from: string };

/** `"Name" <address>`, the name quoted so commas and brackets in it stay part of the name. */
export function senderAddress(name: string, address: string): string {
  return `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;
}

export function smtpServerOf(row: SmtpRow, box: SecretBox): SmtpServer {
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password: row.passwordSealed ? box.open(row.passwordSealed) : null,
  };
}

/** The network's own mail server, or null when the server-wide one sends its mail. */
export async function networkSmtpOf(
  db: Database,
  tenantId: string,
  box: SecretBox,
): Promise<NetworkSmtp | null> {
  const row = await loadSmtpRow(db, tenantId);
  if (!row) return null;
  return { via: smtpServerOf(row, box), from: senderAddress(row.fromName, row.fromEmail) };
}
