import type { Creative } from '@affnet/contracts';
import { type FileRecord, toStoredFile } from '../files/index';
import type { CreativeRecord, CreativeRow } from './repository';

/** What a creative carries, whoever looks at it: its file (banners) and its texts. */
export function creativeContentOf(creative: Readonly<CreativeRecord>, file: Readonly<FileRecord> | null) {
  return {
    file: file ? toStoredFile(file) : null,
    width: creative.width,
    height: creative.height,
    linkText: creative.linkText,
    html: creative.html,
    emailSubject: creative.emailSubject,
    emailFromName: creative.emailFromName,
    emailBody: creative.emailBody,
  };
}

export function toCreative({ creative, offer, landingPage, file }: CreativeRow): Creative {
  return {
    id: creative.id,
    offer,
    name: creative.name,
    type: creative.type,
    status: creative.status,
    downloadable: creative.downloadable,
    landingPage,
    ...creativeContentOf(creative, file),
    createdAt: creative.createdAt.toISOString(),
    updatedAt: creative.updatedAt.toISOString(),
  };
}
