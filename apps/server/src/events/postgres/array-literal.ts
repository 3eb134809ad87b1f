/*
 * PostgreSQL array literals (`{"a","b",NULL}`) for the click writer's `unnest` parameters, built
 * here instead of by the driver, which escapes every element of an array parameter through a
 * general routine (a type test, two replacements and a concatenation each). With the statement
 * answering only the ids it did not insert, the writer's CPU went from 13–15 to 10.5–12.5 µs a
 * click (bench/click-writer-cpu.mjs). Values of columns that hold plain tokens (uuids, numbers,
 * timestamps, codes the engine chose) go in unquoted once a quick test confirms they are plain;
 * any other text is quoted and its `\` and `"` escaped, which is all the array syntax needs
 * inside quotes (https://www.postgresql.org/docs/current/arrays.html#ARRAYS-IO). So a value is
 * never misread, whatever a column holds: the kinds only save work.
 */

/** How a column's values are spelled inside the literal. */
export type ElementKind =
  /** Usually a plain token (no quotes, commas, braces, spaces or backslashes): tested, then bare. */
  | 'token'
  /** Anything from outside (sub ids, user agents, URLs): quoted and escaped. */
  | 'text'
  | 'boolean';

export type ElementValue = string | number | boolean | null;

const NEEDS_ESCAPE = /["\\]/g;

function quoted(value: string): string {
  const escaped =
    value.indexOf('"') === -1 && value.indexOf('\\') === -1 ? value : value.replace(NEEDS_ESCAPE, '\\$&');
  return `"${escaped}"`;
}

function elementOf(kind: ElementKind, value: ElementValue): string {
  if (value === null) return 'NULL';
  if (kind === 'boolean') return value ? 't' : 'f';
  const text = String(value);
  return kind === 'token' && isPlainToken(text) ? text : quoted(text);
}

/** `{…}` of the values, each spelled as its kind asks. */
export function arrayLiteral<T>(
  items: readonly T[],
  kind: ElementKind,
  value: (item: T) => ElementValue,
): string {
  let out = '{';
  for (let index = 0; index < items.length; index += 1) {
    if (index > 0) out += ',';
    out += elementOf(kind, value(items[index] as T));
  }
  return `${out}}`;
}

const NOT_PLAIN = /[\s{}",\\]|^$|^null$/i;

/** Whether a value reads as itself unquoted in an array literal. */
export function isPlainToken(value: string): boolean {
  return !NOT_PLAIN.test(value);
}
