/**
 * The closed list of error codes and their HTTP status: the one table (STYLE rule 10).
 * Throw `new AppError(code, message)` from use cases; the error handler maps it.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = fieldErrors;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 422 with one field error, e.g. `fieldError('email', 'This e-mail is taken')`. */
export function fieldError(field: string, message: string, summary = 'The form has errors.'): AppError {
  return new AppError('VALIDATION', summary, { [field]: [message] });
}
