import type { CreativeType, StoredFile } from '@affnet/contracts';

/** What every view of a creative shows (staff, publisher and advertiser shapes all carry it). */
export type CreativeContent = {
  name: string;
  type: CreativeType;
  file: StoredFile | null;
  width: number | null;
  height: number | null;
  linkText: string | null;
  html: string | null;
  emailSubject: string | null;
  emailFromName: string | null;
  emailBody: string | null;
};

/** "728 × 90 px" for a banner whose size the server read; null otherwise. */
export function creativeSize(creative: Pick<CreativeContent, 'width' | 'height'>): string | null {
  return creative.width && creative.height ? `${creative.width} × ${creative.height} px` : null;
}

/** The text a publisher copies: the HTML, the e-mail body, the link text; null for a banner (downloaded). */
export function creativeCode(creative: CreativeContent): string | null {
  if (creative.type === 'html') return creative.html;
  if (creative.type === 'email') return creative.emailBody;
  if (creative.type === 'text_link') return creative.linkText;
  return null;
}

/** A stored file's address that makes the browser save it rather than show it. */
export function downloadUrl(file: StoredFile): string {
  return `${file.url}${file.url.includes('?') ? '&' : '?'}download=1`;
}
