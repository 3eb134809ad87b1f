import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded bytes live. Keys are made by the server (`<tenant>/<file id>`), never from a
 * client's file name. The local store below keeps them under DATA_DIR/uploads; an S3-compatible
 * store implements the same three calls for several processes on several machines.
 */
export type FileStore = {
  put: (key: string, data: Uint8Array) => Promise<void>;
  /** The bytes as a stream, or null when the key holds nothing. */
  open: (key: string) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

export function createLocalFileStore(rootDir: string): FileStore {
  const root = resolve(rootDir);
  const pathOf = (key: string) => {
    // Keys are server-made, but a store must never step outside its folder whatever it is given.
    const path = resolve(root, key);
    if (!KEY_PATTERN.test(key) || !path.startsWith(`${root}${sep}`)) throw new Error(`Bad file key: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, data);
      await rename(partial, path);
    },
    async open(key) {
      const path = pathOf(key);
      try {
        await stat(path);
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Where the local store keeps uploads inside DATA_DIR. */
export function uploadsDirFor(dataDir: string): string {
  return join(dataDir, 'uploads');
}
