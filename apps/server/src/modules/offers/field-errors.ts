import type { z } from 'zod';
import { AppError, type FieldErrors } from '../../lib/app-error';

/**
 * Field errors found by the checks zod cannot make (rows of this tenant, stored events, stored
 * flags). Every check of a request adds to one collection, so the form shows all its problems at
 * once; `throwFieldErrors` then ends the request with 422 before anything is written.
 */
export function addFieldError(errors: FieldErrors, path: string, message: string): void {
  const list = errors[path] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[path] = list;
}

export function throwFieldErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'The form has errors.', errors);
}

/** Copies the issues of a zod check (run on the server against stored data) into field errors. */
export function addZodIssues(errors: FieldErrors, issues: readonly z.core.$ZodIssue[]): void {
  for (const issue of issues) addFieldError(errors, issue.path.join('.') || '_', issue.message);
}
