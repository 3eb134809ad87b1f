import type { FormErrors } from '@mantine/form';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The values as an untouched form would hold them: texts '', switches off, lists of plain values
 * empty, files none. Rows of a list of records stay (blanked), so their fields are checked too.
 */
export function blankValuesOf(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) {
    return value.some(isRecord) ? value.map((item) => (isRecord(item) ? blankValuesOf(item) : item)) : [];
  }
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, blankValuesOf(item)]));
  }
  return value === undefined ? undefined : null;
}

/** A path with its list positions as `*`: `events.2.key` → `events.*.key`; every row is alike. */
export function anyRowPath(path: string): string {
  return path.replace(/\.\d+(?=\.|$)/g, '.*');
}

/**
 * The inputs a form cannot be sent without, derived from its own validation: every path the
 * validation refuses when the form is blank. Rules that depend on another value (an amount the
 * chosen payout type needs) are not seen here; the field that knows the rule marks its input.
 */
export function requiredPathsOf<V>(validate: (values: V) => FormErrors, values: V): Set<string> {
  const errors = validate(blankValuesOf(values) as V);
  return new Set(Object.keys(errors).map(anyRowPath));
}
