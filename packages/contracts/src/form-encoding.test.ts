import { describe, expect, test } from 'vitest';
import { FormKeyError, formEntries, nestFormEntries } from './form-encoding';

describe('formEntries (spec §5)', () => {
  test('leaves out empty strings and null, sends booleans as 1/0 and arrays as key[]', () => {
    expect(
      formEntries({
        name: 'Acme',
        phone: '',
        website: null,
        gone: undefined,
        vip: true,
        spam: false,
        tags: ['a', 'b'],
      }),
    ).toEqual([
      ['name', 'Acme'],
      ['vip', '1'],
      ['spam', '0'],
      ['tags[]', 'a'],
      ['tags[]', 'b'],
    ]);
  });

  test('lists of records carry their index; nested lists of values keep []', () => {
    expect(
      formEntries({
        events: [
          { key: 'sale', isBase: true, note: '' },
          { key: 'lead', tags: ['x'] },
        ],
        targeting: { country: { include: ['DE'], exclude: [] } },
      }),
    ).toEqual([
      ['events[0][key]', 'sale'],
      ['events[0][isBase]', '1'],
      ['events[1][key]', 'lead'],
      ['events[1][tags][]', 'x'],
      ['targeting[country][include][]', 'DE'],
    ]);
  });

  test('files are sent as files, numbers and dates as text', () => {
    const file = new Blob(['x']);
    expect(formEntries({ file, weight: 0, at: new Date('2026-01-01T00:00:00Z') })).toEqual([
      ['file', file],
      ['weight', '0'],
      ['at', '2026-01-01T00:00:00.000Z'],
    ]);
  });
});

describe('nestFormEntries', () => {
  test('reads back what formEntries wrote', () => {
    const values = {
      name: 'Acme',
      tags: ['a', 'b'],
      events: [{ key: 'sale', isBase: '1' }, { key: 'lead' }],
      targeting: { country: { include: ['DE', 'FR'] } },
    };
    expect(nestFormEntries(formEntries(values))).toEqual(values);
  });

  test('an item whose fields were all empty keeps the later items at their index', () => {
    const sent = formEntries({ pages: [{ name: 'A' }, { name: '' }, { name: 'C' }] });
    expect(nestFormEntries(sent)).toEqual({ pages: [{ name: 'A' }, {}, { name: 'C' }] });
  });

  test('a decoded file is passed on whole, bytes and all, alone or in a list', () => {
    const file = { filename: 'a.png', mimetype: 'image/png', data: new Uint8Array([137, 80, 78, 71]) };
    const nested = nestFormEntries<unknown>([
      ['thumbnail', file],
      ['attachments[]', file],
      ['name', 'x'],
    ]);
    expect(nested.thumbnail).toBe(file);
    expect(nested.attachments).toEqual([file]);
    expect((nested.attachments as unknown[])[0]).toBe(file);
  });

  test('a plain key sent twice keeps its last value', () => {
    expect(
      nestFormEntries([
        ['a', '1'],
        ['a', '2'],
      ]),
    ).toEqual({ a: '2' });
  });

  test.each([
    ['__proto__[polluted]', 'prototype keys'],
    ['a[constructor][x]', 'prototype keys'],
    ['a[1000]', 'huge indexes'],
    ['a[b][c][d][e][f][g]', 'deep nesting'],
    ['a]b', 'unreadable names'],
  ])('refuses %s (%s)', (key) => {
    expect(() => nestFormEntries([[key, 'x']])).toThrow(FormKeyError);
  });

  test('refuses a name used as both a value and a group', () => {
    expect(() =>
      nestFormEntries([
        ['a', 'x'],
        ['a[b]', 'y'],
      ]),
    ).toThrow(FormKeyError);
    expect(() =>
      nestFormEntries([
        ['a[]', 'x'],
        ['a[b]', 'y'],
      ]),
    ).toThrow(FormKeyError);
  });

  test('values that are objects (decoded files) pass through untouched, at any depth', () => {
    const file = { filename: 'a.png', mimetype: 'image/png', data: new Uint8Array([1, 2, 3]) };
    const other = { filename: 'b.png', mimetype: 'image/png', data: new Uint8Array([4]) };
    const nested = nestFormEntries<unknown>([
      ['thumbnail', file],
      ['items[0][file]', other],
      ['items[0][name]', 'x'],
      ['files[]', file],
    ]);
    expect(nested.thumbnail).toBe(file);
    expect(nested.items).toEqual([{ file: other, name: 'x' }]);
    expect((nested.items as Array<{ file: unknown }>)[0]?.file).toBe(other);
    expect(nested.files).toEqual([file]);
  });

  test('the result has no inherited keys', () => {
    const nested = nestFormEntries([['toString', 'x']]);
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
    expect(nested.toString).toBe('x');
  });
});
