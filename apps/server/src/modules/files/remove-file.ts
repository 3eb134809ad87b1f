import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { deleteFileRecord, findFileRecord } from './repository';

/**
 * Deletes an upload's row, then its bytes. Callers run it after the transaction that stopped
 * using the file has committed, so a rolled-back change never loses the file it still shows.
 */
export async function removeStoredFile(
  db: Database,
  store: FileStore,
  tenantId: string,
  fileId: string,
): Promise<void> {
  const record = await findFileRecord(db, tenantId, fileId);
  if (!record) return;
  await deleteFileRecord(db, tenantId, fileId);
  await store.remove(record.storageKey);
}
