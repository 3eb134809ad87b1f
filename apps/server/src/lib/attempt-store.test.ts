import { describe, expect, test } from 'vitest';
import { clientNetworkOf, createMemoryAttemptStore } from './attempt-store';

describe('createMemoryAttemptStore', () => {
  test('counts within a window and starts a new one after it', async () => {
    let now = 1_000;
    const store = createMemoryAttemptStore(() => now);
    expect(await store.add('k', 60_000)).toEqual({ count: 1, resetAt: 61_000 });
    now = 30_000;
    expect(await store.add('k', 60_000)).toEqual({ count: 2, resetAt: 61_000 });
    now = 61_000;
    expect(await store.add('k', 60_000)).toEqual({ count: 1, resetAt: 121_000 });
  });

  test('remove takes one attempt back and clear forgets the key', async () => {
    const store = createMemoryAttemptStore(() => 0);
    await store.add('k', 1000);
    await store.add('k', 1000);
    await store.remove('k');
    expect((await store.add('k', 1000)).count).toBe(2);
    await store.clear('k');
    expect((await store.add('k', 1000)).count).toBe(1);
    await store.remove('unknown');
    expect((await store.add('other', 1000)).count).toBe(1);
  });
});

describe('clientNetworkOf', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:7:1:abcd::1', '2001:db8:7:1::/64'],
    ['2001:0db8:0007:0001:ffff:ffff:ffff:ffff', '2001:db8:7:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (ip, network) => {
    expect(clientNetworkOf(ip)).toBe(network);
  });
});
