import { AppError } from '../../lib/app-error';
import { deleteCreative, findCreativeRecord } from './repository';
import { type CreativeContext, dropFile } from './save-creative';

/** Deletes a creative and its image (row in the same transaction, bytes once it committed). */
export async function removeCreative(ctx: CreativeContext, id: string): Promise<void> {
  const existing = await findCreativeRecord(ctx.db, ctx.tenantId, id);
  if (!existing) throw new AppError('NOT_FOUND', 'Creative not found.');
  const removeBytes = await ctx.db.transaction(async (tx) => {
    await deleteCreative(tx, ctx.tenantId, id);
    return dropFile(tx, ctx, existing.fileId);
  });
  await removeBytes?.();
}
