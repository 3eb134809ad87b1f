import type { Database } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { deleteFileRecord, findFileRecord } from './repository';

/** Whether the error is a foreign key refusing to let go of a row something still names. */
function isStillReferenced(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return ((error as { code?: string } | null)?.code ?? cause?.code) === '23503';
}

/**
 * Deletes an upload's row, then its bytes. Callers run it after the transaction that stopped
 * using the file has committed, so a rolled-back change never loses the file it still shows. A
 * file something else still names (an issued invoice's logo) is kept, row and bytes.
 */
export async function removeStoredFile(
  db: Database,
  store: FileStore,
  tenantId: string,
  fileId: string,
): Promise<void> {
  const record = await findFileRecord(db, tenantId, fileId);
  if (!record) return;
  try {
    await deleteFileRecord(db, tenantId, fileId);
  } catch (error) {
    if (isStillReferenced(error)) return;
    throw error;
  }
  await store.remove(record.storageKey);
}
