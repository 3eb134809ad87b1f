let next = 0;

/**
 * A client address no other test of this file uses (198.18.0.0/15 is set aside for tests), so the
 * per-address rate limits of one test never reach another.
 */
export function newClientAddress(): string {
  next += 1;
  return `198.18.${Math.floor(next / 250)}.${(next % 250) + 1}`;
}
