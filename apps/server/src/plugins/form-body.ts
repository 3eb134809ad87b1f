import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** A file from a multipart form, fully buffered (uploads are size-limited). */
export type UploadedFile = { filename: string; mimetype: string; data: Buffer };

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_FIELDS = 500;

type FormValue = string | UploadedFile;
type FormObject = Record<string, FormValue | FormValue[]>;

function put(body: FormObject, rawKey: string, value: FormValue): void {
  // Spec §5: arrays arrive as repeated `key[]`; scalar keys keep their last value.
  if (rawKey.endsWith('[]')) {
    const key = rawKey.slice(0, -2);
    const existing = body[key];
    body[key] = Array.isArray(existing) ? [...existing, value] : [value];
  } else {
    body[rawKey] = value;
  }
}

async function readFile(part: MultipartFile): Promise<UploadedFile> {
  const data = await part.toBuffer();
  return { filename: part.filename, mimetype: part.mimetype, data };
}

/** Turns a multipart/form-data request into a plain object, then the route's zod schema validates it. */
async function decodeMultipart(request: FastifyRequest): Promise<FormObject> {
  const body: FormObject = Object.create(null);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') put(body, part.fieldname, await readFile(part));
      else put(body, part.fieldname, String(part.value));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large.');
    }
    throw new AppError('BAD_REQUEST', 'The form data could not be read.');
  }
  return { ...body };
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
