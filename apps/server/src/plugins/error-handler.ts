import { VALIDATION_STATUS } from '@affnet/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { sqlStateOf } from '../db/sql-state';
import { AppError, type FieldErrors } from '../lib/app-error';

const UNIQUE_VIOLATION = '23505';
/** A statement stopped by its timeout: the heavy reads' connections have one (docs/reports.md). */
const QUERY_CANCELED = '57014';

function zodFieldErrors(error: FastifyError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const item of error.validation ?? []) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const list = fieldErrors[field] ?? [];
    list.push(item.message ?? 'Invalid value');
    fieldErrors[field] = list;
  }
  return fieldErrors;
}

/** One place turns every failure into DESIGN §4's error shape; no stack reaches the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error, tenant: request.tenant?.slug }, error.message);
      return reply.status(error.status).send({ message: error.message, errors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(VALIDATION_STATUS)
        .send({ message: 'The request has invalid fields.', errors: zodFieldErrors(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, tenant: request.tenant?.slug }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Internal Server Error' });
    }
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      return reply.status(409).send({ message: 'This record already exists.' });
    }
    if (sqlStateOf(error) === QUERY_CANCELED) {
      return reply.status(422).send({
        message:
          'This report took longer than the server allows: choose fewer days, add filters or group by less.',
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, tenant: request.tenant?.slug }, 'request failed');
      return reply.status(500).send({ message: 'Internal Server Error' });
    }
    // Framework 4xx (malformed JSON, unsupported media type, body too large, rate limit).
    return reply.status(status).send({ message: error.message });
  });
}
