import type { SettingFieldChange } from '@affnet/contracts';

/** A setting's value as the history shows it: text, or null when unset. */
type Shown = string | null;
export type SettingValues = Readonly<Record<string, unknown>>;

function shownOf(value: unknown): Shown {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The fields that differ between two versions of a settings record, in the order of `after`'s
 * keys then `before`'s. Fields named in `secretFields` are reported as changed without their values.
 */
export function diffSettings(
  before: SettingValues,
  after: SettingValues,
  secretFields: readonly string[] = [],
): SettingFieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.flatMap((field) => {
    const was = shownOf(before[field]);
    const now = shownOf(after[field]);
    if (was === now) return [];
    const secret = secretFields.includes(field);
    return [{ field, before: secret ? null : was, after: secret ? null : now, secret }];
  });
}
