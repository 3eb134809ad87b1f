import type { OfferVersion } from '@affnet/contracts';
import { describe, expect, test } from 'vitest';
import { filterVersions, NO_VERSION_FILTERS, versionFilterOptions } from './version-filters';

const person = (id: string, name: string) => ({ id, name });
const ana = person('00000000-0000-4000-8000-00000000000a', 'Ana');
const ben = person('00000000-0000-4000-8000-00000000000b', 'Ben');
const version = (number: number, part: OfferVersion['part'], changedBy: OfferVersion['changedBy']) =>
  ({
    id: `00000000-0000-4000-8000-0000000000${String(number).padStart(2, '0')}`,
    version: number,
    part,
    changedBy,
    changedAt: '2026-11-29T10:00:00.000Z',
    changes: [],
    revertedTo: null,
  }) satisfies OfferVersion;

const history = [
  version(4, 'payouts', null),
  version(3, 'caps', ben),
  version(2, 'payouts', ana),
  version(1, 'created', ana),
];
const numbers = (rows: OfferVersion[]) => rows.map((row) => row.version);

describe('the change history filters', () => {
  test('by part, by person, by both; none shows all, a former user only while no person is chosen', () => {
    expect(numbers(filterVersions(history, NO_VERSION_FILTERS))).toEqual([4, 3, 2, 1]);
    expect(numbers(filterVersions(history, { part: 'payouts', changedBy: null }))).toEqual([4, 2]);
    expect(numbers(filterVersions(history, { part: null, changedBy: ana.id }))).toEqual([2, 1]);
    expect(numbers(filterVersions(history, { part: 'payouts', changedBy: ana.id }))).toEqual([2]);
  });

  test('offers only the parts in the history, in tab order, and its people by name', () => {
    expect(versionFilterOptions(history)).toEqual({
      parts: [
        { value: 'created', label: 'Created' },
        { value: 'payouts', label: 'Payouts' },
        { value: 'caps', label: 'Caps' },
      ],
      persons: [
        { value: ana.id, label: 'Ana' },
        { value: ben.id, label: 'Ben' },
      ],
    });
  });
});
