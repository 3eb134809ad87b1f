import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { installationSecrets } from '../db/schema/index';

/**
 * A 32-byte key of the whole installation, made on first use and kept in `installation_secrets`,
 * so every process and every restart reads the same one (whichever process made it first wins).
 */
export async function loadInstallationSecret(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(installationSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, name));
  if (!row) throw new Error(`the installation secret "${name}" could not be stored`);
  return Buffer.from(row.value, 'base64url');
}
