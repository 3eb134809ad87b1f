import type { Database } from '../../db/client';
import { loadInstallationSecret } from '../../lib/installation-secret';

const SECRET_NAME = 'tracking';

/**
 * The key of click ids and link codes. `TRACKING_SECRET` wins when set (several installations
 * sharing links); otherwise one is made on first start and kept in the database, so every process
 * of the installation, and every restart, signs with the same key. Changing it voids every issued
 * click id and link.
 */
export async function loadTrackingSecret(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  return loadInstallationSecret(db, SECRET_NAME);
}
