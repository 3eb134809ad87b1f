import { expect, test } from 'vitest';
import { inputPathsOf } from './form-paths';

test('lists every path of nested values in form notation, without row identity', () => {
  const paths = inputPathsOf(
    {
      name: 'Summer',
      events: [{ rowKey: 'r1', id: 'e1', key: 'conversion' }],
      targeting: { country: { include: ['US'] } },
      overrides: [{ publisherName: 'Traffic Co', payoutAmount: '1' }],
    },
    ['publisherName'],
  );
  expect(paths).toEqual([
    'name',
    'events',
    'events.0',
    'events.0.key',
    'targeting',
    'targeting.country',
    'targeting.country.include',
    'targeting.country.include.0',
    'overrides',
    'overrides.0',
    'overrides.0.payoutAmount',
  ]);
});
