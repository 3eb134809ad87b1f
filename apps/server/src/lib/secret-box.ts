import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { loadInstallationSecret } from './installation-secret';

/**
 * Encrypts setting secrets at rest (a network's SMTP password): AES-256-GCM, a fresh IV each
 * time, stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. A stolen database dump without the
 * key reads nothing; a tampered value fails to open instead of decrypting to garbage.
 */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

const VERSION = 'v1';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('a secret box needs a 32-byte key');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

const SECRET_NAME = 'settings';
const boxes = new WeakMap<Database, Promise<SecretBox>>();

/**
 * The installation's settings box: `SETTINGS_KEY` when set (hashed to 32 bytes), otherwise a key
 * made on first use and kept in `installation_secrets`, so every process and restart opens what
 * another sealed. Losing the key loses the stored secrets (they are typed again), nothing else.
 */
export function settingsBoxOf(db: Database, configured: string | undefined): Promise<SecretBox> {
  let box = boxes.get(db);
  if (!box) {
    box = loadKey(db, configured).then(createSecretBox);
    box.catch(() => boxes.delete(db));
    boxes.set(db, box);
  }
  return box;
}

async function loadKey(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return createHash('sha256').update(configured, 'utf8').digest();
  return loadInstallationSecret(db, SECRET_NAME);
}
