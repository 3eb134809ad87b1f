import { describe, expect, test } from 'vitest';
import { toFormData } from './form-data';

describe('toFormData (spec §5 payload rules)', () => {
  test('leaves out empty strings and null values', () => {
    const form = toFormData({ name: 'Offer', note: '', parent: null, missing: undefined });
    expect([...form.keys()]).toEqual(['name']);
  });

  test('sends booleans as 1 or 0', () => {
    const form = toFormData({ isPrivate: true, isActive: false });
    expect(form.get('isPrivate')).toBe('1');
    expect(form.get('isActive')).toBe('0');
  });

  test('sends arrays as repeated keys with [] appended, skipping empty items', () => {
    const form = toFormData({ countries: ['US', 'DE', '', null], flags: [true, false] });
    expect(form.getAll('countries[]')).toEqual(['US', 'DE']);
    expect(form.getAll('flags[]')).toEqual(['1', '0']);
    expect(form.has('countries')).toBe(false);
  });

  test('an empty array sends nothing', () => {
    expect([...toFormData({ tags: [] }).keys()]).toEqual([]);
  });

  test('sends files as files', () => {
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    const form = toFormData({ logo: file, attachments: [file] });
    const sent = form.get('logo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('logo.svg');
    expect(form.getAll('attachments[]')[0]).toBeInstanceOf(File);
  });

  test('sends numbers as text and keeps zero', () => {
    const form = toFormData({ payout: 0, cap: 12.5 });
    expect(form.get('payout')).toBe('0');
    expect(form.get('cap')).toBe('12.5');
  });

  test('sends dates as ISO strings', () => {
    const form = toFormData({ startsAt: new Date('2030-01-02T03:04:05.000Z') });
    expect(form.get('startsAt')).toBe('2030-01-02T03:04:05.000Z');
  });
});
