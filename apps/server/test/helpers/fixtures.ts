import { readFileSync } from 'node:fs';
import { reencodeImage } from '../../src/lib/image-check';

export const FIXTURE_FILES = {
  banner: { name: 'banner-300x250.png', type: 'image/png', width: 300, height: 250 },
  thumbnail: { name: 'thumb-120x90.jpg', type: 'image/jpeg', width: 120, height: 90 },
  gif: { name: 'tiny-16x16.gif', type: 'image/gif', width: 16, height: 16 },
  webp: { name: 'wide-64x32.webp', type: 'image/webp', width: 64, height: 32 },
  /** HTML with a script, named .png: must be refused by content. */
  fakePng: { name: 'not-an-image.png', type: 'image/png', width: 0, height: 0 },
  /** SVG can carry script: never accepted as an image. */
  svg: { name: 'script.svg', type: 'image/svg+xml', width: 0, height: 0 },
} as const;

export type FixtureName = keyof typeof FIXTURE_FILES;

/** The bytes of a test file in test/fixtures (real images made with ImageMagick). */
export function fixtureBytes(name: FixtureName): Buffer {
  return readFileSync(new URL(`../fixtures/${FIXTURE_FILES[name].name}`, import.meta.url));
}

/** The fixture as the server stores it: re-encoded, so only its pixels are kept (the same bytes every time). */
export async function storedFixtureBytes(name: FixtureName): Promise<Buffer> {
  return (await reencodeImage(fixtureBytes(name))).data;
}
