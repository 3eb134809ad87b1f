import { expect, test } from 'vitest';
import { z } from 'zod';
import { registerAdvertiserBodySchema } from './auth';
import { keysAllowedAbsent } from './schema-keys';

test('a key is allowed absent when its own schema keeps undefined', () => {
  const schema = z.object({
    name: z.string().min(1),
    note: z.string().optional(),
    handle: z.string().nullish(),
    limit: z.number().default(10),
  });

  expect(keysAllowedAbsent(schema)).toEqual(['note', 'handle']);
});

test('refined and transformed bodies are read through to their object', () => {
  const refined = z
    .object({ from: z.string().optional(), to: z.string() })
    .refine((body) => !body.from || body.from <= body.to, { path: ['to'] });
  const piped = refined.transform((body) => ({ ...body, span: 1 }));

  expect(keysAllowedAbsent(refined)).toEqual(['from']);
  expect(keysAllowedAbsent(piped)).toEqual(['from']);
});

test('a body that is not an object has no such keys', () => {
  expect(keysAllowedAbsent(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]))).toEqual([]);
  expect(keysAllowedAbsent({ parse: () => ({}) })).toEqual([]);
});

test('the sign-up body: the phone may be left out, the rest is required', () => {
  expect(keysAllowedAbsent(registerAdvertiserBodySchema)).toEqual(['phone']);
});
