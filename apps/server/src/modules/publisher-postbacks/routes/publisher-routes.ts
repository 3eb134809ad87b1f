import {
  getPublisherPostbackResponseSchema,
  idParamsSchema,
  listPostbackTargetsQuerySchema,
  listPostbackTargetsResponseSchema,
  postbackSecretResponseSchema,
  savePublisherPostbackBodySchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { ERROR_RESPONSES, roleOnly, signedInUserOf } from '../../../plugins/route-config';
import { partnerIdOfUser } from '../../offer-catalog/index';
import { listPostbackTargets } from '../list-targets';
import { getPostbackSecret, rotatePostbackSecret } from '../postback-secret';
import type { PostbackScope } from '../repository';
import { createPostback, editPostback } from '../save-postback';
import { loadPostback, registerCommonRoutes, type Side } from './common-routes';

const errors = ERROR_RESPONSES;

/** tools/postback/* of the publisher portal: their own postbacks, log and secret. */
export const publisherPostbackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const only = { auth: roleOnly('publisher') };
  const side: Side = {
    prefix: '/publisher/postbacks',
    tags: ['publisher portal postbacks'],
    read: only,
    write: only,
  };
  const publisherOf = (request: FastifyRequest) =>
    partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, 'publisher');
  const scopeOf = async (request: FastifyRequest): Promise<PostbackScope> => ({
    tenantId: request.tenant.id,
    publisherId: await publisherOf(request),
  });

  app.post(
    side.prefix,
    {
      config: only,
      schema: {
        tags: side.tags,
        summary: 'Add one of my postbacks',
        body: savePublisherPostbackBodySchema,
        response: { 201: getPublisherPostbackResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const publisherId = scope.publisherId as string;
      const id = await createPostback(
        db,
        scope,
        publisherId,
        request.body,
        signedInUserOf(request).id,
        deps.config.postbackAllowHosts,
      );
      return reply.status(201).send({ data: await loadPostback(db, scope, id) });
    },
  );

  app.put(
    `${side.prefix}/:id`,
    {
      config: only,
      schema: {
        tags: side.tags,
        summary: 'Edit one of my postbacks',
        params: idParamsSchema,
        body: savePublisherPostbackBodySchema,
        response: { 200: getPublisherPostbackResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      await editPostback(
        db,
        scope,
        request.params.id,
        undefined,
        request.body,
        deps.config.postbackAllowHosts,
      );
      return { data: await loadPostback(db, scope, request.params.id) };
    },
  );

  app.get(
    '/publisher/postback-targets',
    {
      config: only,
      schema: {
        tags: side.tags,
        summary: 'Offers I may run, with their events, for the postback form',
        querystring: listPostbackTargetsQuerySchema,
        response: { 200: listPostbackTargetsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listPostbackTargets(
        db,
        request.tenant.id,
        await publisherOf(request),
        request.query.search,
      ),
    }),
  );

  app.get(
    '/publisher/postback-secret',
    {
      config: only,
      schema: {
        tags: side.tags,
        summary: 'The secret that signs the postbacks sent to me',
        response: { 200: postbackSecretResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { secret: await getPostbackSecret(db, request.tenant.id, await publisherOf(request)) },
    }),
  );

  app.post(
    '/publisher/postback-secret/rotate',
    {
      config: only,
      schema: {
        tags: side.tags,
        summary: 'Replace my postback secret (calls are signed with the new one at once)',
        response: { 200: postbackSecretResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { secret: await rotatePostbackSecret(db, request.tenant.id, await publisherOf(request)) },
    }),
  );

  registerCommonRoutes(app, deps, side, scopeOf);
};
