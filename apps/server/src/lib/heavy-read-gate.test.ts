import { describe, expect, test } from 'vitest';
import { createHeavyReadGate, type HeavyReadLimits, HeavyReadRefused } from './heavy-read-gate';

const LIMITS: HeavyReadLimits = {
  overall: 2,
  perNetwork: 2,
  perUser: 1,
  perUserQueued: 2,
  maxQueued: 10,
  maxWaitMs: 60_000,
};

const alice = { network: 'n1', user: 'alice' };
const bob = { network: 'n1', user: 'bob' };
const carol = { network: 'n1', user: 'carol' };
const dave = { network: 'n2', user: 'dave' };

/** Whether a promise has settled yet (after the microtasks queued so far). */
async function isSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('the heavy-read gate', () => {
  test('runs up to its limits at once; the next waits and runs when one finishes', async () => {
    const gate = createHeavyReadGate(LIMITS);
    const first = await gate.enter(alice);
    await gate.enter(bob);
    const third = gate.enter(carol);
    expect(await isSettled(third)).toBe(false);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    first();
    const release = await third;
    expect(gate.load()).toEqual({ running: 2, waiting: 0 });
    release();
    release();
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
  });

  test('a user runs one at a time: their next waits, and others go ahead of it', async () => {
    const gate = createHeavyReadGate(LIMITS);
    const first = await gate.enter(alice);
    const second = gate.enter(alice);
    const bobs = gate.enter(bob);
    expect(await isSettled(bobs)).toBe(true);
    expect(await isSettled(second)).toBe(false);
    first();
    await second;
  });

  test('a network has its share: another network runs beside it', async () => {
    const gate = createHeavyReadGate({ ...LIMITS, overall: 3, perNetwork: 1 });
    await gate.enter(alice);
    const bobs = gate.enter(bob);
    const daves = gate.enter(dave);
    expect(await isSettled(daves)).toBe(true);
    expect(await isSettled(bobs)).toBe(false);
  });

  test('past its waiting share a user is refused at once, with when to try again', async () => {
    const gate = createHeavyReadGate(LIMITS);
    await gate.enter(alice);
    const waiting = [gate.enter(alice), gate.enter(alice)];
    await expect(gate.enter(alice)).rejects.toMatchObject({ reason: 'user', retryAfterMs: 5000 });
    expect(await isSettled(Promise.race(waiting))).toBe(false);
  });

  test('a full queue refuses at once; a wait past maxWaitMs is refused and leaves the queue', async () => {
    const full = createHeavyReadGate({ ...LIMITS, overall: 1, maxQueued: 1 });
    await full.enter(alice);
    const queued = full.enter(bob);
    await expect(full.enter(carol)).rejects.toBeInstanceOf(HeavyReadRefused);
    expect(await isSettled(queued)).toBe(false);

    const short = createHeavyReadGate({ ...LIMITS, overall: 1, maxWaitMs: 20 });
    await short.enter(alice);
    await expect(short.enter(bob)).rejects.toMatchObject({ reason: 'busy', retryAfterMs: 20 });
    expect(short.load()).toEqual({ running: 1, waiting: 0 });
  });

  test('a request whose client went away leaves the queue and takes no turn', async () => {
    const gate = createHeavyReadGate({ ...LIMITS, overall: 1 });
    const first = await gate.enter(alice);
    const gone = new AbortController();
    const left = gate.enter(bob, gone.signal);
    const next = gate.enter(carol);
    gone.abort(new Error('closed'));
    await expect(left).rejects.toThrow('closed');
    first();
    await next;
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
  });
});
