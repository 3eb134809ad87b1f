import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkImage } from './image-check';

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url));

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
