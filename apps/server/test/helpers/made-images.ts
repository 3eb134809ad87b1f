import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/*
 * Images made in the test, for the cases no honest fixture file shows: metadata to strip,
 * polyglots, and headers that lie about the size.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A real PNG of any size that stays tiny on disk: 1-bit grayscale, every pixel black. */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, grayscale, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte + packed pixels
  const rows = Buffer.alloc(row.length * height);
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG with one more chunk just before IEND (e.g. a tEXt chunk carrying an HTML page). */
export function withPngChunk(png: Buffer, type: string, data: Buffer): Buffer {
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), pngChunk(type, data), png.subarray(iend)]);
}

/** The PNG with its header claiming another width; the checksum is fixed, so only the size lies. */
export function withClaimedWidth(png: Buffer, width: number): Buffer {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29);
  return copy;
}

/** A small PNG with colour, for polyglots that must still be a valid image. */
export function colourPng(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

/** A JPEG as a phone writes it: EXIF with the camera's make and GPS coordinates. */
export function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc3333' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2634/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3999/100',
      },
    })
    .toBuffer();
}

/** An animated GIF of three 24×16 frames, 100, 200 and 300 ms long. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 24, height: 16, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 200, 300], loop: 0 })
    .toBuffer();
}

/** A minimal ZIP archive (one stored file), to append to an image. */
export function zipArchive(): Buffer {
  const name = Buffer.from('payload.html');
  const content = Buffer.from('<script>alert(1)</script>');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([local, name, content]);
}
