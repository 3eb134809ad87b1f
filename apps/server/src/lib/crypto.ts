import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;
/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random URL-safe token with 256 bits of entropy. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored as SHA-256: high-entropy secrets need no slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A readable password for generated accounts (printed once). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
