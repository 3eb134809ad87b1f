import type { Creative, CreativeInput } from '@affnet/contracts';
import type { CreativeRequest } from '../api/save-creative';

/** The creative form as its inputs hold it ('' for empty; the chosen image file or null). */
export type CreativeValues = {
  offerId: string;
  name: string;
  type: string;
  status: string;
  downloadable: boolean;
  landingPageId: string;
  file: File | null;
  linkText: string;
  html: string;
  emailSubject: string;
  emailFromName: string;
  emailBody: string;
};

/** A new creative is an active, downloadable banner; `offerId` preselects its offer. */
export function creativeValuesOf(creative?: Creative, offerId = ''): CreativeValues {
  return {
    offerId: creative?.offer.id ?? offerId,
    name: creative?.name ?? '',
    type: creative?.type ?? 'banner',
    status: creative?.status ?? 'active',
    downloadable: creative?.downloadable ?? true,
    landingPageId: creative?.landingPage?.id ?? '',
    file: null,
    linkText: creative?.linkText ?? '',
    html: creative?.html ?? '',
    emailSubject: creative?.emailSubject ?? '',
    emailFromName: creative?.emailFromName ?? '',
    emailBody: creative?.emailBody ?? '',
  };
}

/**
 * The request for the chosen type: the form keeps every type's fields while the user switches
 * between them, but only the chosen type's are sent (the server would drop the others anyway).
 */
export function toCreativeRequest(body: CreativeInput): CreativeRequest {
  const { file, linkText, html, emailSubject, emailFromName, emailBody, ...common } = body;
  switch (body.type) {
    case 'banner':
      return file instanceof Blob ? { ...common, file } : common;
    case 'text_link':
      return { ...common, linkText };
    case 'html':
      return { ...common, html };
    case 'email':
      return { ...common, emailSubject, emailFromName, emailBody };
  }
}
