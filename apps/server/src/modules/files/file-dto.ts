import type { StoredFile } from '@affnet/contracts';
import type { FileRecord } from './repository';

/** Where a stored file is served (same origin, so <img> works without a token). */
export function fileUrlOf(id: string): string {
  return `/api/v1/files/${id}`;
}

export function toStoredFile(record: FileRecord): StoredFile {
  return {
    id: record.id,
    url: fileUrlOf(record.id),
    name: record.originalName,
    contentType: record.contentType,
    size: record.byteSize,
    width: record.width,
    height: record.height,
  };
}
