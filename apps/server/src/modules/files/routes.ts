import { idParamsSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { findFileRecord } from './repository';

const querystring = z.object({ download: z.enum(['0', '1']).optional() });

/**
 * Serves uploads of the request's tenant. Public by design: <img> tags cannot send a bearer
 * token, and file ids are random (122 bits), so a file is reachable only from where it is shown.
 * The content type is the one proved at upload; the headers forbid sniffing and scripting.
 * Banners are pasted into publishers' pages, so they may load from any site (helmet's
 * Cross-Origin-Resource-Policy is same-origin, which a browser enforces on an <img> elsewhere);
 * other files stay same-origin.
 */
export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, files }) => {
  app.get(
    '/files/:id',
    {
      // Logos, creatives' images and PDFs: the stored file's own type.
      config: { auth: 'public', file: ['image/*', 'application/pdf', 'application/octet-stream'] },
      schema: {
        tags: ['files'],
        summary: 'An uploaded image (thumbnails, banners); ?download=1 saves it',
        params: idParamsSchema,
        querystring,
      },
    },
    async (request, reply) => {
      const record = await findFileRecord(db, request.tenant.id, request.params.id);
      const stream = record ? await files.open(record.storageKey) : null;
      if (!record || !stream) throw new AppError('NOT_FOUND', 'File not found.');
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      if (record.purpose === 'creative') reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return reply
        .header('Content-Type', record.contentType)
        .header('Content-Length', String(record.byteSize))
        .header('Content-Disposition', `${disposition}; filename="${record.originalName.replace(/"/g, '')}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .send(stream);
    },
  );
};
