import { FormKeyError, nestFormEntries } from '@affnet/contracts';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** A file from a multipart form, fully buffered (uploads are size-limited). */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
// The classic offer form sends every section at once (targeting lists, overrides, caps…).
const MAX_FIELDS = 5000;

async function readFile(part: MultipartFile): Promise<UploadedFile> {
  const data = await part.toBuffer();
  return { filename: part.filename, mimetype: part.mimetype, data };
}

/**
 * Turns a multipart/form-data request into a plain object (spec §5 rules, bracket names for
 * lists of records: contracts `form-encoding.ts`), then the route's zod schema validates it.
 */
async function decodeMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const entries: Array<[string, string | UploadedFile]> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') entries.push([part.fieldname, await readFile(part)]);
      else entries.push([part.fieldname, String(part.value)]);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large.');
    }
    throw new AppError('BAD_REQUEST', 'The form data could not be read.');
  }
  try {
    return nestFormEntries(entries);
  } catch (error) {
    if (error instanceof FormKeyError) throw new AppError('BAD_REQUEST', error.message);
    throw error;
  }
}

/** Decodes spec §5 form submissions on every route, before validation. */
export const formBodyPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: MAX_FIELDS, fieldSize: 1024 * 1024 },
    throwFileSizeLimit: true,
  });
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await decodeMultipart(request);
  });
});
