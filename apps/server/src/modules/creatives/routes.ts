import {
  creativeBodySchema,
  getCreativeResponseSchema,
  idParamsSchema,
  listCreativesQuerySchema,
  listCreativesResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { toCreative } from './creative-dto';
import { removeCreative } from './delete-creative';
import { findCreative, listCreatives } from './repository';
import { type CreativeContext, createCreative, editCreative } from './save-creative';

const tags = ['creatives'];
const read = { auth: staffWith('offers.read') };
const write = { auth: staffWith('offers.write') };

/** offer/creative/* and the offer's creatives tab. Forms are multipart: banners carry an image. */
export const creativeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, files }) => {
  const contextOf = (request: FastifyRequest): CreativeContext => ({
    db,
    store: files,
    tenantId: request.tenant.id,
    userId: signedInUserOf(request).id,
    log: request.log,
  });
  const load = async (tenantId: string, id: string) => {
    const row = await findCreative(db, tenantId, id);
    if (!row) throw new AppError('NOT_FOUND', 'Creative not found.');
    return toCreative(row);
  };

  app.get(
    '/creatives',
    {
      config: read,
      schema: {
        tags,
        summary: 'List creatives',
        querystring: listCreativesQuerySchema,
        response: { 200: listCreativesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listCreatives(db, request.tenant.id, query);
      return toPage(rows.map(toCreative), total, query);
    },
  );

  app.get(
    '/creatives/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One creative',
        params: idParamsSchema,
        response: { 200: getCreativeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await load(request.tenant.id, request.params.id) }),
  );

  app.post(
    '/creatives',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a creative (a banner needs an image file)',
        consumes: ['multipart/form-data', 'application/json'],
        body: creativeBodySchema,
        response: { 201: getCreativeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await createCreative(contextOf(request), request.body);
      return reply.status(201).send({ data: await load(request.tenant.id, id) });
    },
  );

  app.put(
    '/creatives/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit a creative (a banner keeps its image unless a new file is sent)',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamsSchema,
        body: creativeBodySchema,
        response: { 200: getCreativeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await editCreative(contextOf(request), request.params.id, request.body);
      return { data: await load(request.tenant.id, request.params.id) };
    },
  );

  app.delete(
    '/creatives/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a creative and its image',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await removeCreative(contextOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
