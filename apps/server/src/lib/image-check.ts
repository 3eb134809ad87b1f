import { imageSize } from 'image-size';
import sharp, { type Sharp } from 'sharp';

/** Image formats accepted for thumbnails, banners and logos. SVG is not: it can carry script. */
const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};
export const ACCEPTED_IMAGE_NAMES = 'PNG, JPEG, GIF or WebP';

/**
 * 25 megapixels: more than any banner, thumbnail or logo needs (a 6000×4000 photo fits), and a
 * bound on the memory one upload costs to decode (~100 MB). Every frame of an animation counts.
 */
export const MAX_IMAGE_PIXELS = 25_000_000;

export const NOT_AN_IMAGE_MESSAGE = `Upload a ${ACCEPTED_IMAGE_NAMES} image`;
export const IMAGE_TOO_LARGE_MESSAGE = `This image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (all frames of an animation count)`;

/** An upload that cannot be stored; `message` is the field error to show. */
export class ImageRefusal extends Error {}

export type CheckedImage = { contentType: string; width: number; height: number };
export type CleanImage = CheckedImage & { data: Buffer };

/**
 * What an upload claims to be, read from its header bytes (magic numbers and sizes), whatever its
 * name or declared type says; null when it is not an accepted image with a readable size. Cheap:
 * nothing is decoded, so it can run before a transaction starts.
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

/** Why an upload cannot be stored, judged from its header alone; null when it may be. */
export function imageProblem(data: Uint8Array): string | null {
  const image = checkImage(data);
  if (!image) return NOT_AN_IMAGE_MESSAGE;
  if (image.width * image.height > MAX_IMAGE_PIXELS) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

function encoderFor(pipeline: Sharp, contentType: string): Sharp {
  if (contentType === 'image/jpeg') return pipeline.jpeg({ quality: 90 });
  if (contentType === 'image/webp') return pipeline.webp({ quality: 90 });
  if (contentType === 'image/gif') return pipeline.gif();
  return pipeline.png();
}

/**
 * Decodes the image and encodes it again in its own format, so only pixels survive: EXIF (GPS,
 * camera, orientation, which is applied first), XMP, comments, text chunks and anything appended
 * or hidden around the image data (a PNG that is also a ZIP or an HTML page) are gone. Animated
 * GIF and WebP keep their frames and timing. Throws an `ImageRefusal` carrying the field message
 * when the bytes are not a usable image or are too large.
 */
export async function reencodeImage(data: Uint8Array): Promise<CleanImage> {
  const problem = imageProblem(data);
  const claimed = checkImage(data);
  if (problem || !claimed) throw new ImageRefusal(problem ?? NOT_AN_IMAGE_MESSAGE);
  const options = { animated: true, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  try {
    const meta = await sharp(data, options).metadata();
    const frames = meta.pages ?? 1;
    const frameHeight = meta.pageHeight ?? meta.height;
    if (meta.width * frameHeight * frames > MAX_IMAGE_PIXELS) throw new ImageRefusal(IMAGE_TOO_LARGE_MESSAGE);
    const pipeline = sharp(data, options);
    // Orientation lives in EXIF, which is dropped: turn the pixels first (single frames only).
    const oriented = frames > 1 ? pipeline : pipeline.autoOrient();
    const { data: clean, info } = await encoderFor(oriented, claimed.contentType).toBuffer({
      resolveWithObject: true,
    });
    return {
      data: clean,
      contentType: claimed.contentType,
      width: info.width,
      height: frames > 1 ? (info.pageHeight ?? info.height) : info.height,
    };
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    // libvips refused the bytes: corrupt data, or a header that lies about the rest.
    throw new ImageRefusal(NOT_AN_IMAGE_MESSAGE);
  }
}
