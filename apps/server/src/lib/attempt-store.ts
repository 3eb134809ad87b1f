/** One key's attempts in its current fixed window. */
export type AttemptWindow = { count: number; resetAt: number };

/**
 * Counts attempts per key in fixed windows, for the rate limits (`plugins/rate-limit.ts`). The
 * memory store below keeps counts per process; a store shared by several processes (PostgreSQL,
 * Redis) implements the same three calls.
 */
export type AttemptStore = {
  /** Counts one attempt for `key`, opening a window of `windowMs` if none is open, and returns it. */
  add(key: string, windowMs: number): Promise<AttemptWindow>;
  /** Takes one attempt back (a sign-in that succeeded, a request refused by another limit). */
  remove(key: string): Promise<void>;
  /** Forgets the key's attempts (a successful sign-in clears the account's failures). */
  clear(key: string): Promise<void>;
};

/** Sweep expired windows after this many writes, so keys of clients long gone do not pile up. */
const SWEEP_EVERY = 1000;

export function createMemoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const windows = new Map<string, AttemptWindow>();
  let writes = 0;

  function sweep(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    async add(key, windowMs) {
      const at = now();
      if (++writes % SWEEP_EVERY === 0) sweep(at);
      const open = windows.get(key);
      const window = open && open.resetAt > at ? open : { count: 0, resetAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { ...window };
    },
    async remove(key) {
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/**
 * The part of a client address a limit counts by: an IPv4 address, or the /64 network of an
 * IPv6 one (one subscriber usually holds a whole /64, so counting single IPv6 addresses would
 * hand every client billions of fresh keys).
 */
export function clientNetworkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
