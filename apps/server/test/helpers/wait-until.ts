import { setTimeout as delay } from 'node:timers/promises';

/**
 * Polls until `condition` holds and returns its last value. No deadline of its own: the test's
 * timeout (set once in the vitest config) bounds it, so a busy machine is slower, not red.
 */
export async function waitUntil<T>(condition: () => T | Promise<T>, everyMs = 20): Promise<NonNullable<T>> {
  for (;;) {
    const value = await condition();
    if (value) return value as NonNullable<T>;
    await delay(everyMs);
  }
}
