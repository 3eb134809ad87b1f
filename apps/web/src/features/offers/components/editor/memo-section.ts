import { type ComponentType, memo } from 'react';

type FormSlice = { values: object; errors: Record<string, unknown> };

function read(record: object, key: string): unknown {
  return (record as Record<string, unknown>)[key];
}

function isUnder(path: string, keys: readonly string[]): boolean {
  return keys.some((key) => path === key || path.startsWith(`${key}.`));
}

function sameErrors(prev: Record<string, unknown>, next: Record<string, unknown>, keys: readonly string[]) {
  if (prev === next) return true;
  const paths = new Set([...Object.keys(prev), ...Object.keys(next)].filter((path) => isUnder(path, keys)));
  return [...paths].every((path) => prev[path] === next[path]);
}

/**
 * A section's fields that re-render only when their own values or errors change (or another prop
 * does). The classic form holds every section in one controlled form; without this, a keystroke
 * in the offer name would re-render the day-parting grid, sixteen targeting lists and the rest.
 * Values are compared by identity: the form replaces only the branches it changes.
 */
export function memoSection<P extends { form: FormSlice }>(
  Component: ComponentType<P>,
  keys: readonly string[],
) {
  return memo(Component, (prev, next) => {
    for (const prop of Object.keys(next) as (keyof P)[]) {
      if (prop !== 'form' && prev[prop] !== next[prop]) return false;
    }
    if (keys.some((key) => read(prev.form.values, key) !== read(next.form.values, key))) return false;
    return sameErrors(prev.form.errors, next.form.errors, keys);
  });
}
