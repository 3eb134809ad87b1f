import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type FieldErrors } from '../lib/app-error';

export const NUL_BYTE_MESSAGE = 'Remove the NUL character (\\u0000): text cannot contain it.';

/** A decoded multipart file: its bytes are not text, and its name is cleaned where it is stored. */
function isUploadedFile(value: object): boolean {
  return 'data' in value && value.data instanceof Uint8Array;
}

/**
 * The paths (dotted, as zod reports them: `events.2.key`) of every string or key holding a NUL, sorted.
 * Walked with a stack rather than recursion: a JSON body may nest deeper than the call stack.
 */
export function nulBytePaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path);
    } else if (current && typeof current === 'object' && !(current instanceof Uint8Array)) {
      if (isUploadedFile(current)) continue;
      for (const [key, item] of Object.entries(current)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(itemPath.replaceAll('\u0000', '\uFFFD'));
        else stack.push([item, itemPath]);
      }
    }
  }
  return found.sort();
}

function nulByteErrors(request: FastifyRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const part of [request.params, request.query, request.body]) {
    for (const path of nulBytePaths(part)) errors[path || '_'] = [NUL_BYTE_MESSAGE];
  }
  return errors;
}

/**
 * One rule for every route: a NUL anywhere in the params, query or body (JSON or decoded form)
 * answers 422 on that field. PostgreSQL cannot store NUL in text or jsonb, so without this any
 * field reaching the database would fail with a 500. Runs in preValidation after the form
 * decoder (register this plugin after `formBodyPlugin`), before the route's schema.
 */
export const nulBytePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const errors = nulByteErrors(request);
    if (Object.keys(errors).length > 0) {
      throw new AppError('VALIDATION', 'The request has invalid fields.', errors);
    }
  });
});
