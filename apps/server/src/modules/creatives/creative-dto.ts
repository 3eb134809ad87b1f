import type { Creative } from '@affnet/contracts';
import { toStoredFile } from '../files/index';
import type { CreativeRow } from './repository';

export function toCreative({ creative, offer, landingPage, file }: CreativeRow): Creative {
  return {
    id: creative.id,
    offer,
    name: creative.name,
    type: creative.type,
    status: creative.status,
    downloadable: creative.downloadable,
    landingPage,
    file: file ? toStoredFile(file) : null,
    width: creative.width,
    height: creative.height,
    linkText: creative.linkText,
    html: creative.html,
    emailSubject: creative.emailSubject,
    emailFromName: creative.emailFromName,
    emailBody: creative.emailBody,
    createdAt: creative.createdAt.toISOString(),
    updatedAt: creative.updatedAt.toISOString(),
  };
}
