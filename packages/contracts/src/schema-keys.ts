import type { z } from 'zod';

/*
 * Reads a zod 4 body schema by its shape (`_zod.def`) and Standard Schema's `validate`, not
 * through zod's classes (a type import only): the web's first screen (sign-in) loads its schema lazily, and importing
 * zod here would put the whole library on that screen (docs/performance.md, the login budget).
 */

type SchemaDef = { type?: string; shape?: Record<string, unknown>; in?: unknown };

const known = new WeakMap<object, readonly string[]>();

/**
 * The top-level keys a request body may leave out: those whose own schema accepts `undefined` and
 * keeps it (`.optional()`, `.nullish()`). A key with a default is not among them (absent, it gets a
 * value), and neither is one a rule between fields makes optional: a form declares such keys itself.
 * A body that is not an object (a union, a record) has none.
 */
export function keysAllowedAbsent(schema: unknown): readonly string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const cached = known.get(schema);
  if (cached) return cached;
  const keys = Object.entries(objectShapeOf(schema))
    .filter(([, field]) => keepsUndefined(field))
    .map(([key]) => key);
  known.set(schema, keys);
  return keys;
}

function defOf(schema: unknown): SchemaDef | undefined {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return undefined;
  const internals = schema._zod as { def?: SchemaDef } | undefined;
  return internals?.def;
}

function objectShapeOf(schema: unknown): Record<string, unknown> {
  const def = defOf(schema);
  if (def?.type === 'object' && def.shape) return def.shape;
  if (def?.type === 'pipe') return objectShapeOf(def.in);
  return {};
}

function keepsUndefined(field: unknown): boolean {
  if (typeof field !== 'object' || field === null || !('~standard' in field)) return false;
  const result = (field as z.ZodType)['~standard'].validate(undefined);
  // Zod's checks of a field are synchronous; a schema that answers later is taken as required.
  if (result instanceof Promise) return false;
  return !result.issues && result.value === undefined;
}
