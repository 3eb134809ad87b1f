import { createHash, randomUUID } from 'node:crypto';
import type { FileValue } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { fieldError } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { type CleanImage, ImageRefusal, reencodeImage } from '../../lib/image-check';
import type { UploadedFile } from '../../plugins/form-body';
import { type FileRecord, insertFileRecord } from './repository';

export type FilePurpose = FileRecord['purpose'];

export type ImageUpload = {
  tenantId: string;
  userId: string | null;
  purpose: FilePurpose;
  /** The form field it came in, for the field error. */
  field: string;
  file: FileValue;
};

/** A decoded multipart file; anything else (a JSON body cannot carry files) is refused. */
function asUploadedFile(file: FileValue, field: string): UploadedFile {
  if (typeof file === 'object' && 'data' in file && Buffer.isBuffer(file.data)) return file as UploadedFile;
  throw fieldError(field, 'Send the file as multipart/form-data');
}

/** A client-supplied name, shortened and stripped of anything but plain characters. */
function safeName(name: string): string {
  const cleaned = name.replace(/[^\w.\- ]+/g, '_').slice(-120);
  return cleaned || 'upload';
}

/** The upload re-encoded (only its pixels kept), or its field error. */
async function cleanUpload(file: UploadedFile, field: string): Promise<CleanImage> {
  try {
    return await reencodeImage(file.data);
  } catch (error) {
    if (error instanceof ImageRefusal) throw fieldError(field, error.message);
    throw error;
  }
}

/**
 * Checks an uploaded image by its content, re-encodes it, stores its bytes and records it. Runs inside the
 * caller's transaction: if the transaction fails, the caller's `discard` removes the bytes.
 */
export async function storeImage(
  db: Database,
  store: FileStore,
  upload: ImageUpload,
): Promise<{ record: FileRecord; discard: () => Promise<void> }> {
  const file = asUploadedFile(upload.file, upload.field);
  const image = await cleanUpload(file, upload.field);
  const id = randomUUID();
  const storageKey = `${upload.tenantId}/${id}`;
  await store.put(storageKey, image.data);
  const discard = () => store.remove(storageKey);
  try {
    const record = await insertFileRecord(db, {
      id,
      tenantId: upload.tenantId,
      purpose: upload.purpose,
      storageKey,
      contentType: image.contentType,
      byteSize: image.data.byteLength,
      width: image.width,
      height: image.height,
      sha256: createHash('sha256').update(image.data).digest('hex'),
      originalName: safeName(file.filename),
      createdBy: upload.userId,
    });
    return { record, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
