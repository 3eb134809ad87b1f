import { ApiError } from './http';

/**
 * A link request's failure: field errors go next to their inputs; the message says what to do.
 * (Shared by the staff generator and the publisher's own link.)
 */
export function linkProblemOf(error: unknown): { message: string; fieldErrors: Record<string, string> } {
  if (!(error instanceof ApiError))
    return { message: 'The link could not be made. Try again.', fieldErrors: {} };
  const fieldErrors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) fieldErrors[field] = messages[0];
  }
  const first = Object.values(fieldErrors)[0];
  return { message: first ?? error.message, fieldErrors };
}
