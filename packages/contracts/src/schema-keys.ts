import { z } from 'zod';

const known = new WeakMap<object, readonly string[]>();

/**
 * The top-level keys a request body may leave out: those whose own schema accepts `undefined` and
 * keeps it (`.optional()`, `.nullish()`). A key with a default is not among them (absent, it gets a
 * value), and neither is one a rule between fields makes optional: a form declares such keys itself.
 * A body that is not an object (a union, a record) has none.
 */
export function keysAllowedAbsent(schema: unknown): readonly string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const cached = known.get(schema);
  if (cached) return cached;
  const shape = objectShapeOf(schema);
  const keys = Object.entries(shape)
    .filter(([, field]) => {
      const parsed = field.safeParse(undefined);
      return parsed.success && parsed.data === undefined;
    })
    .map(([key]) => key);
  known.set(schema, keys);
  return keys;
}

function objectShapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodType) return objectShapeOf(schema.in);
  return {};
}
