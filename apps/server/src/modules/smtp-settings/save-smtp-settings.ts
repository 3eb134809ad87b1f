import type { SaveSmtpSettings } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { SecretBox } from '../../lib/secret-box';
import { diffSettings, recordSettingChange } from '../settings-history/index';
import { smtpServerOf } from './network-smtp';
import { deleteSmtpRow, loadSmtpRow, type SmtpRow, upsertSmtpRow } from './repository';

const RETYPE_PASSWORD =
  'Type the password again: the stored one is only used with the server and user name it was saved for';

type Actor = { tenantId: string; userId: string };

/** The fields as the history compares them; the password in clear, which the diff never shows. */
function historyValuesOf(row: SmtpRow | undefined, box: SecretBox) {
  if (!row) return {};
  return { ...smtpServerOf(row, box), fromName: row.fromName, fromEmail: row.fromEmail };
}

/**
 * The password to use: the one typed, else the stored one. Without a user name there is no
 * login, so no password is kept either. The stored password only goes to the server and user it
 * was saved for: with another host or user it must be typed again, or a changed host would
 * receive it.
 */
export function passwordFor(
  body: Pick<SaveSmtpSettings, 'host' | 'username' | 'password'>,
  stored: SmtpRow | undefined,
  box: SecretBox,
): string | null {
  if (!body.username) return null;
  if (body.password) return body.password;
  if (!stored?.passwordSealed) return null;
  if (stored.host !== body.host || stored.username !== body.username)
    throw fieldError('password', RETYPE_PASSWORD);
  return box.open(stored.passwordSealed);
}

/** Saves the network's mail server and records the change, in one transaction. */
export async function saveSmtpSettings(
  db: Database,
  box: SecretBox,
  actor: Actor,
  body: SaveSmtpSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadSmtpRow(tx, actor.tenantId);
    const password = passwordFor(body, before, box);
    const values = {
      host: body.host,
      port: body.port,
      security: body.security,
      username: body.username ?? null,
      fromName: body.fromName,
      fromEmail: body.fromEmail,
    };
    // The stored seal is kept as is when the password did not change: a fresh one each save
    // would be the same secret under a new IV.
    const keep = before?.passwordSealed && password !== null && box.open(before.passwordSealed) === password;
    const passwordSealed = keep
      ? (before?.passwordSealed ?? null)
      : password === null
        ? null
        : box.seal(password);
    await upsertSmtpRow(tx, actor.tenantId, { ...values, passwordSealed });
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'smtp',
      summary: before ? 'Updated the mail server' : "Set up the network's own mail server",
      changes: diffSettings(historyValuesOf(before, box), { ...values, password }, ['password']),
    });
  });
}

/** Removes the network's mail server: the server-wide one sends its mail again. */
export async function removeSmtpSettings(db: Database, box: SecretBox, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await loadSmtpRow(tx, actor.tenantId);
    if (!before) return;
    await deleteSmtpRow(tx, actor.tenantId);
    await recordSettingChange(tx, {
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      area: 'smtp',
      summary: "Removed the network's own mail server; the server-wide one sends its mail",
      changes: diffSettings(historyValuesOf(before, box), {}, ['password']),
    });
  });
}
