import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import {
  animatedGif,
  blankPng,
  colourPng,
  jpegWithGps,
  withClaimedWidth,
  withPngChunk,
  zipArchive,
} from '../../test/helpers/made-images';
import {
  checkImage,
  IMAGE_TOO_LARGE_MESSAGE,
  ImageRefusal,
  imageProblem,
  NOT_AN_IMAGE_MESSAGE,
  reencodeImage,
} from './image-check';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

async function refusal(data: Uint8Array): Promise<string> {
  try {
    await reencodeImage(data);
  } catch (error) {
    if (error instanceof ImageRefusal) return error.message;
    throw error;
  }
  throw new Error('the image was accepted');
}

describe('checkImage', () => {
  test.each([
    ['banner-300x250.png', 'image/png', 300, 250],
    ['thumb-120x90.jpg', 'image/jpeg', 120, 90],
    ['tiny-16x16.gif', 'image/gif', 16, 16],
    ['wide-64x32.webp', 'image/webp', 64, 32],
  ])('%s is read by its content as %s %dx%d', (name, contentType, width, height) => {
    expect(checkImage(fixture(name))).toEqual({ contentType, width, height });
  });

  test('HTML named .png, SVG (it can carry script) and random bytes are refused', () => {
    expect(checkImage(fixture('not-an-image.png'))).toBeNull();
    expect(checkImage(fixture('script.svg'))).toBeNull();
    expect(checkImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))).toBeNull();
    expect(checkImage(new Uint8Array())).toBeNull();
  });
});

describe('imageProblem', () => {
  test('refuses more than 25 megapixels from the header alone, even a width of 2^31', () => {
    expect(imageProblem(blankPng(5000, 5000))).toBeNull();
    expect(imageProblem(blankPng(5000, 5001))).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(imageProblem(withClaimedWidth(blankPng(16, 16), 2 ** 31))).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(imageProblem(fixture('script.svg'))).toBe(NOT_AN_IMAGE_MESSAGE);
  });
});

describe('reencodeImage', () => {
  test.each([
    ['banner-300x250.png', 'image/png', 'png', 300, 250],
    ['thumb-120x90.jpg', 'image/jpeg', 'jpeg', 120, 90],
    ['tiny-16x16.gif', 'image/gif', 'gif', 16, 16],
    ['wide-64x32.webp', 'image/webp', 'webp', 64, 32],
  ])('%s stays a %s of its size', async (name, contentType, format, width, height) => {
    const clean = await reencodeImage(fixture(name));
    expect(clean).toMatchObject({ contentType, width, height });
    expect((await sharp(clean.data).metadata()).format).toBe(format);
  });

  test('EXIF, GPS included, is gone', async () => {
    const photo = await jpegWithGps();
    const before = await sharp(photo).metadata();
    expect(
      before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    const clean = await reencodeImage(photo);
    expect((await sharp(clean.data).metadata()).exif).toBeUndefined();
    expect(clean.data.includes('Exif')).toBe(false);
    expect(clean.data.includes('PhoneCo')).toBe(false);
  });

  test('a PNG that is also a ZIP, or carries an HTML page in a text chunk, keeps only its pixels', async () => {
    const png = await colourPng();
    const zip = Buffer.concat([png, zipArchive()]);
    const html = withPngChunk(png, 'tEXt', Buffer.from('Comment\0<html><script>alert(1)</script></html>'));
    for (const polyglot of [zip, html]) {
      expect(checkImage(polyglot)).toMatchObject({ contentType: 'image/png', width: 32, height: 24 });
      const clean = await reencodeImage(polyglot);
      expect(clean.data.includes('<script>')).toBe(false);
      expect(clean.data.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(false);
      expect(clean).toMatchObject({ contentType: 'image/png', width: 32, height: 24 });
    }
  });

  test('an animated GIF keeps its frames and timing; its height is one frame', async () => {
    const clean = await reencodeImage(await animatedGif());
    expect(clean).toMatchObject({ contentType: 'image/gif', width: 24, height: 16 });
    const meta = await sharp(clean.data, { animated: true }).metadata();
    expect(meta.pages).toBe(3);
    expect(meta.delay).toEqual([100, 200, 300]);
  });

  test('refuses what is too large or not an image, never failing otherwise', async () => {
    expect(await refusal(withClaimedWidth(blankPng(16, 16), 2 ** 31))).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(await refusal(blankPng(10_000, 10_000))).toBe(IMAGE_TOO_LARGE_MESSAGE);
    expect(await refusal(withClaimedWidth(blankPng(16, 16), 64))).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(await refusal(fixture('not-an-image.png'))).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(await refusal(fixture('script.svg'))).toBe(NOT_AN_IMAGE_MESSAGE);
  });
});
