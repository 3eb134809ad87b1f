import type { CreativeInput } from '@affnet/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError, type FieldErrors } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { deleteFileRecord, type FileRecord, findFileRecord, storeImage } from '../files/index';
import {
  type CreativeRecord,
  findCreativeRecord,
  insertCreative,
  landingPageOfOffer,
  type NewCreativeValues,
  offerExists,
  updateCreative,
} from './repository';

export type CreativeContext = {
  db: Database;
  store: FileStore;
  tenantId: string;
  userId: string;
  log: FastifyBaseLogger;
};

type BannerFile = Pick<FileRecord, 'id' | 'width' | 'height'>;

/** The chosen type's fields; every other type's are cleared, so a changed type leaves nothing stale. */
function columnsOf(body: CreativeInput, banner: BannerFile | null): NewCreativeValues {
  const cleared = {
    fileId: null,
    width: null,
    height: null,
    linkText: null,
    html: null,
    emailSubject: null,
    emailFromName: null,
    emailBody: null,
  };
  const own = {
    banner: { fileId: banner?.id ?? null, width: banner?.width ?? null, height: banner?.height ?? null },
    text_link: { linkText: body.linkText ?? null },
    html: { html: body.html ?? null },
    email: {
      emailSubject: body.emailSubject ?? null,
      emailFromName: body.emailFromName ?? null,
      emailBody: body.emailBody ?? null,
    },
  }[body.type];
  return {
    offerId: body.offerId,
    name: body.name,
    type: body.type,
    status: body.status,
    downloadable: body.downloadable,
    landingPageId: body.landingPageId ?? null,
    ...cleared,
    ...own,
  };
}

/** The offer must be the tenant's, the landing page one of that offer's, a banner must have an image. */
async function checkReferences(ctx: CreativeContext, body: CreativeInput, hasFile: boolean): Promise<void> {
  const errors: FieldErrors = {};
  const offerFound = await offerExists(ctx.db, ctx.tenantId, body.offerId);
  if (!offerFound) errors.offerId = ['Choose the offer'];
  if (offerFound && body.landingPageId) {
    if (!(await landingPageOfOffer(ctx.db, ctx.tenantId, body.offerId, body.landingPageId))) {
      errors.landingPageId = ['Choose a landing page of this offer'];
    }
  }
  if (body.type === 'banner' && !hasFile) errors.file = ['Choose the banner image'];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'The form has errors.', errors);
}

/**
 * Runs `write` in a transaction with the uploaded banner (if any) stored inside it. The new bytes
 * are removed when the transaction fails; nothing else is left behind.
 */
async function withUpload<T>(
  ctx: CreativeContext,
  body: CreativeInput,
  write: (tx: Database, banner: BannerFile | null) => Promise<T>,
): Promise<T> {
  let discard: (() => Promise<void>) | undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      if (body.type !== 'banner' || !body.file) return write(tx, null);
      const stored = await storeImage(tx, ctx.store, {
        tenantId: ctx.tenantId,
        userId: ctx.userId,
        purpose: 'creative',
        field: 'file',
        file: body.file,
      });
      discard = stored.discard;
      return write(tx, stored.record);
    });
  } catch (error) {
    await discard?.();
    throw error;
  }
}

export async function createCreative(ctx: CreativeContext, body: CreativeInput): Promise<string> {
  await checkReferences(ctx, body, Boolean(body.file));
  return withUpload(ctx, body, (tx, banner) => insertCreative(tx, ctx.tenantId, columnsOf(body, banner)));
}

/**
 * Deletes a file that nothing references any more: its row inside the caller's transaction, and
 * returns the removal of its bytes, to run once that transaction committed.
 */
export async function dropFile(
  tx: Database,
  ctx: CreativeContext,
  fileId: string | null,
): Promise<(() => Promise<void>) | null> {
  if (!fileId) return null;
  const record = await findFileRecord(tx, ctx.tenantId, fileId);
  if (!record) return null;
  await deleteFileRecord(tx, ctx.tenantId, fileId);
  return () =>
    ctx.store
      .remove(record.storageKey)
      .catch((error: unknown) => ctx.log.error({ err: error, fileId }, 'creative file bytes not removed'));
}

async function keptBanner(ctx: CreativeContext, existing: CreativeRecord): Promise<BannerFile | null> {
  if (existing.type !== 'banner' || !existing.fileId) return null;
  const record = await findFileRecord(ctx.db, ctx.tenantId, existing.fileId);
  return record ? { id: record.id, width: record.width, height: record.height } : null;
}

/** Saves the edit form. A banner without a new file keeps its image; a replaced image is deleted. */
export async function editCreative(ctx: CreativeContext, id: string, body: CreativeInput): Promise<void> {
  const existing = await findCreativeRecord(ctx.db, ctx.tenantId, id);
  if (!existing) throw new AppError('NOT_FOUND', 'Creative not found.');
  const kept = body.type === 'banner' && !body.file ? await keptBanner(ctx, existing) : null;
  await checkReferences(ctx, body, Boolean(body.file) || kept !== null);
  const removeOldBytes = await withUpload(ctx, body, async (tx, uploaded) => {
    const columns = columnsOf(body, uploaded ?? kept);
    await updateCreative(tx, ctx.tenantId, id, columns);
    return columns.fileId === existing.fileId ? null : dropFile(tx, ctx, existing.fileId);
  });
  await removeOldBytes?.();
}
