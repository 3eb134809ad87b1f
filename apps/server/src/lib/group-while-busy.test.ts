import { expect, test } from 'vitest';
import { groupWhileBusy } from './group-while-busy';

test('a call alone runs at once; calls arriving meanwhile go together in the next batch', async () => {
  const batches: number[][] = [];
  const double = groupWhileBusy(async (items: readonly number[]) => {
    batches.push([...items]);
    return items.map((item) => item * 2);
  }, 3);
  const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((item) => double(item)));
  expect(answers).toEqual([2, 4, 6, 8, 10, 12]);
  // The first runs alone; the five that waited go in batches of at most three, in order.
  expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
});

test('each call gets its own outcome, a promise of its own included; a batch that throws rejects all', async () => {
  const settle = groupWhileBusy(
    async (items: readonly string[]) =>
      items.map((item) => (item === 'bad' ? Promise.reject(new Error(item)) : Promise.resolve(item))),
    10,
  );
  const [good, bad] = await Promise.allSettled([settle('good'), settle('bad')]);
  expect(good).toEqual({ status: 'fulfilled', value: 'good' });
  expect(bad).toMatchObject({ status: 'rejected', reason: new Error('bad') });

  const broken = groupWhileBusy(async (): Promise<string[]> => {
    throw new Error('down');
  }, 10);
  await expect(Promise.all([broken('a'), broken('b')])).rejects.toThrow('down');
  // It keeps working after a failed batch.
  const echo = groupWhileBusy(async (items: readonly string[]) => items, 10);
  await expect(echo('again')).resolves.toBe('again');
});

test('a batch that answers another number of outcomes than calls rejects them all', async () => {
  const short = groupWhileBusy(async (items: readonly number[]) => items.slice(1), 10);
  const results = await Promise.allSettled([short(1), short(2), short(3)]);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
});
