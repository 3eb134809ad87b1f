import { imageSize } from 'image-size';

/** Image formats accepted for thumbnails, banners and logos. SVG is not: it can carry script. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
export const ACCEPTED_IMAGE_NAMES = 'PNG, JPEG, GIF or WebP';

export type CheckedImage = { contentType: string; width: number; height: number };

/**
 * What an upload really is, read from its bytes (magic numbers and headers), whatever its name
 * or declared type says; null when it is not an accepted image with a readable size.
 */
export function checkImage(data: Uint8Array): CheckedImage | null {
  let result: ReturnType<typeof imageSize>;
  try {
    result = imageSize(data);
  } catch {
    return null;
  }
  const contentType = result.type ? IMAGE_TYPES[result.type] : undefined;
  if (!contentType || !result.width || !result.height) return null;
  return { contentType, width: result.width, height: result.height };
}
