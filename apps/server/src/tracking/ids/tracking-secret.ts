import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { installationSecrets } from '../../db/schema/index';

const SECRET_NAME = 'tracking';

/**
 * The key of click ids and link codes. `TRACKING_SECRET` wins when set (several installations
 * sharing links); otherwise one is made on first start and kept in the database, so every process
 * of the installation, and every restart, signs with the same key. Changing it voids every issued
 * click id and link.
 */
export async function loadTrackingSecret(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(installationSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: installationSecrets.value })
    .from(installationSecrets)
    .where(eq(installationSecrets.name, SECRET_NAME));
  if (!row) throw new Error('the tracking secret could not be stored');
  return Buffer.from(row.value, 'base64url');
}
