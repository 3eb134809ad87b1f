/*
 * Admission for the panel's heavy reads (reports, exports, dashboards: docs/reports.md "Heavy
 * reads"): at most `overall` run at once in this process, `perNetwork` for one network and
 * `perUser` for one user. A request over a limit waits in one first-come queue, for at most
 * `maxWaitMs`; a user may have at most `perUserQueued` waiting, and the queue holds at most
 * `maxQueued`. Whatever cannot wait is refused at once with how long to wait before trying again,
 * never left hanging: clicks are what a network earns from, a report can wait its turn.
 */

export type HeavyReadLimits = {
  overall: number;
  perNetwork: number;
  perUser: number;
  /** How many more of one user's requests may wait for their turn. */
  perUserQueued: number;
  /** How many requests may wait in all. */
  maxQueued: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
};

export type HeavyReadKeys = { network: string; user: string };

/** Why a heavy read was refused: the user's own share is taken, or the server's is. */
export class HeavyReadRefused extends Error {
  readonly reason: 'user' | 'busy';
  readonly retryAfterMs: number;

  constructor(reason: 'user' | 'busy', retryAfterMs: number) {
    super(reason === 'user' ? 'Too many reports of this user under way.' : 'Too many reports under way.');
    this.name = 'HeavyReadRefused';
    this.reason = reason;
    this.retryAfterMs = retryAfterMs;
  }
}

type Waiter = {
  keys: HeavyReadKeys;
  admit: (release: () => void) => void;
  timer: NodeJS.Timeout;
};

/** How soon a refused user should try again: a turn of a short report. */
const USER_RETRY_MS = 5_000;

export type HeavyReadGate = {
  /** Resolves with `release` once the read may run; rejects with HeavyReadRefused, or if `signal` aborts first. */
  enter: (keys: HeavyReadKeys, signal?: AbortSignal) => Promise<() => void>;
  /** Running and waiting now (tests and logs). */
  load: () => { running: number; waiting: number };
};

class Counts {
  private readonly map = new Map<string, number>();
  of(key: string): number {
    return this.map.get(key) ?? 0;
  }
  add(key: string, delta: number): void {
    const next = this.of(key) + delta;
    if (next === 0) this.map.delete(key);
    else this.map.set(key, next);
  }
}

export function createHeavyReadGate(limits: HeavyReadLimits): HeavyReadGate {
  let running = 0;
  const runningBy = new Counts();
  const waitingBy = new Counts();
  const queue: Waiter[] = [];

  const fits = ({ network, user }: HeavyReadKeys) =>
    running < limits.overall &&
    runningBy.of(`n|${network}`) < limits.perNetwork &&
    runningBy.of(`u|${user}`) < limits.perUser;

  function start(keys: HeavyReadKeys): () => void {
    running += 1;
    runningBy.add(`n|${keys.network}`, 1);
    runningBy.add(`u|${keys.user}`, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running -= 1;
      runningBy.add(`n|${keys.network}`, -1);
      runningBy.add(`u|${keys.user}`, -1);
      admitWaiting();
    };
  }

  /** First come, first served among those whose network and user have room. */
  function admitWaiting(): void {
    for (let index = 0; index < queue.length && running < limits.overall; ) {
      const waiter = queue[index] as Waiter;
      if (!fits(waiter.keys)) {
        index += 1;
        continue;
      }
      leave(waiter);
      waiter.admit(start(waiter.keys));
    }
  }

  function leave(waiter: Waiter): void {
    const at = queue.indexOf(waiter);
    if (at === -1) return;
    queue.splice(at, 1);
    waitingBy.add(waiter.keys.user, -1);
    clearTimeout(waiter.timer);
  }

  function enter(keys: HeavyReadKeys, signal?: AbortSignal): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (runningBy.of(`u|${keys.user}`) >= limits.perUser && waitingBy.of(keys.user) >= limits.perUserQueued) {
      return Promise.reject(new HeavyReadRefused('user', USER_RETRY_MS));
    }
    if (queue.length >= limits.maxQueued)
      return Promise.reject(new HeavyReadRefused('busy', limits.maxWaitMs));
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        leave(waiter);
        reject(signal?.reason ?? new Error('aborted'));
      };
      const waiter: Waiter = {
        keys,
        admit: (release) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
        timer: setTimeout(() => {
          leave(waiter);
          signal?.removeEventListener('abort', onAbort);
          reject(new HeavyReadRefused('busy', limits.maxWaitMs));
        }, limits.maxWaitMs),
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
      waitingBy.add(keys.user, 1);
      // Admitted now when there is room and nobody who fits is ahead.
      admitWaiting();
    });
  }

  return { enter, load: () => ({ running, waiting: queue.length }) };
}
