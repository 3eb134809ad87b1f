import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/index';

export type FileRecord = typeof files.$inferSelect;

export async function insertFileRecord(db: Database, values: typeof files.$inferInsert): Promise<FileRecord> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('File insert returned no row');
  return row;
}

export async function findFileRecord(
  db: Database,
  tenantId: string,
  id: string,
): Promise<FileRecord | undefined> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.tenantId, tenantId), eq(files.id, id)))
    .limit(1);
  return row;
}

export async function deleteFileRecord(db: Database, tenantId: string, id: string): Promise<void> {
  await db.delete(files).where(and(eq(files.tenantId, tenantId), eq(files.id, id)));
}
