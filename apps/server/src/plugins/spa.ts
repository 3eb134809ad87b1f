import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NOT_BUILT_PAGE =
  '<!doctype html><meta charset="utf-8"><title>affnet</title>' +
  '<p>The web client is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>';

function wantsHtml(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
}

/**
 * Serves the built single-page app: hashed assets cached for a year, and index.html (never
 * cached) for every other GET that is not an API call, so client-side routes load on refresh.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasBuild = existsSync(join(opts.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: 'index.html',
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(opts.distDir, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir: opts.distDir }, 'web client not built: run npm run build');
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) return reply.status(404).send({ message: 'Not found.' });
    if (!hasBuild) return reply.status(503).type('text/html').send(NOT_BUILT_PAGE);
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
