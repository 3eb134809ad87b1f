/**
 * The spec's payload rules (§5) for form submissions, in one place for both sides: the web client
 * encodes with `formEntries`, the server decodes with `nestFormEntries`.
 *
 * - empty strings and null (and undefined) are left out;
 * - booleans are sent as 1 or 0;
 * - arrays of plain values are sent as repeated keys with [] appended (`tags[]`);
 * - files are sent as files.
 *
 * The spec does not say how a list of records (an offer's events) travels; it uses the same
 * bracket notation, with the item's index: `events[0][key]`, `events[0][isBase]`. Zod reports an
 * error at `events.0.key`, which is the form's own path for that input.
 */

export type FormLeaf = string | number | boolean | Date | Blob | null | undefined;
export type FormInput = FormLeaf | readonly FormInput[] | { readonly [key: string]: FormInput };
export type FormEntry = [key: string, value: string | Blob];

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function isRecord(value: unknown): value is { readonly [key: string]: FormInput } {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !isBlob(value) &&
    !(value instanceof Date)
  );
}

function isContainer(value: unknown): boolean {
  return Array.isArray(value) || isRecord(value);
}

function leafValue(value: FormLeaf): string | Blob | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (isBlob(value)) return value;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function collect(key: string, value: FormInput, out: FormEntry[]): void {
  if (Array.isArray(value)) {
    value.forEach((item: FormInput, index) => {
      collect(isContainer(item) ? `${key}[${index}]` : `${key}[]`, item, out);
    });
    return;
  }
  if (isRecord(value)) {
    for (const [child, item] of Object.entries(value)) collect(`${key}[${child}]`, item, out);
    return;
  }
  const leaf = leafValue(value as FormLeaf);
  if (leaf !== null) out.push([key, leaf]);
}

/** The form fields a set of values becomes, in order. */
export function formEntries(values: { readonly [key: string]: FormInput }): FormEntry[] {
  const out: FormEntry[] = [];
  for (const [key, value] of Object.entries(values)) collect(key, value, out);
  return out;
}

export const FORM_MAX_DEPTH = 5;
export const FORM_MAX_INDEX = 999;
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

export class FormKeyError extends Error {}

/** `events[0][key]` → ['events', '0', 'key']; `tags[]` → ['tags', '']. */
function pathOf(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw new FormKeyError(`Unreadable form field name: ${key}`);
  const [, head = '', rest = ''] = match;
  const path = [head, ...[...rest.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
  if (path.length > FORM_MAX_DEPTH + 1) throw new FormKeyError(`Form field nested too deeply: ${key}`);
  for (const segment of path) {
    if (FORBIDDEN_KEYS.has(segment)) throw new FormKeyError(`Form field name not allowed: ${key}`);
    if (/^\d+$/.test(segment) && Number(segment) > FORM_MAX_INDEX) {
      throw new FormKeyError(`Form list index too large: ${key}`);
    }
  }
  return path;
}

type Node = { [key: string]: Node | unknown } | unknown[];

function childContainer(segment: string | undefined): Node {
  return segment === '' || (segment !== undefined && /^\d+$/.test(segment)) ? [] : Object.create(null);
}

function assign<V>(root: Record<string, unknown>, path: string[], value: V, key: string): void {
  let node: Node = root;
  for (let depth = 0; depth < path.length; depth++) {
    const segment = path[depth] ?? '';
    const last = depth === path.length - 1;
    if (Array.isArray(node)) {
      const index = segment === '' ? node.length : Number(segment);
      if (!/^\d*$/.test(segment)) throw new FormKeyError(`Form field mixes a list and names: ${key}`);
      if (last) {
        node[index] = value;
        return;
      }
      node[index] ??= childContainer(path[depth + 1]);
      node = node[index] as Node;
    } else {
      if (segment === '') throw new FormKeyError(`Form field mixes a list and names: ${key}`);
      const record = node as Record<string, unknown>;
      if (last) {
        // Spec §5: a plain key sent twice keeps its last value.
        record[segment] = value;
        return;
      }
      record[segment] ??= childContainer(path[depth + 1]);
      node = record[segment] as Node;
    }
    if (typeof node !== 'object' || node === null || isBlob(node)) {
      throw new FormKeyError(`Form field is both a value and a group: ${key}`);
    }
  }
}

/**
 * A group the decoder made (its containers have no prototype). Values are never groups, so a
 * decoded file (an object holding its bytes) is passed on whole, not taken apart.
 */
function isGroup(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null;
}

/** Fills holes left by items whose fields were all empty, so later items keep their index. */
function settle(value: unknown): unknown {
  if (Array.isArray(value)) {
    const hasRecords = Array.from(value).some(isGroup);
    const items = Array.from(value, (item) => settle(item));
    return hasRecords ? items.map((item) => item ?? {}) : items.filter((item) => item !== undefined);
  }
  if (isGroup(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, settle(item)]));
  }
  return value;
}

/**
 * The object a list of form fields stands for. Throws FormKeyError for names it cannot read
 * (too deep, huge indexes, prototype keys, a name used both as a value and a group).
 */
export function nestFormEntries<V>(entries: Iterable<[key: string, value: V]>): Record<string, unknown> {
  const root: Record<string, unknown> = Object.create(null);
  for (const [key, value] of entries) assign(root, pathOf(key), value, key);
  return settle(root) as Record<string, unknown>;
}
