import {
  getPublisherPostbackResponseSchema,
  idParamsSchema,
  listPostbackTargetsQuerySchema,
  listPostbackTargetsResponseSchema,
  saveStaffPostbackBodySchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../../plugins/route-config';
import { partnerScopeOf } from '../../partner-scope/index';
import { listPostbackTargets } from '../list-targets';
import { findPublisher, type PostbackScope } from '../repository';
import { createPostback, editPostback } from '../save-postback';
import { loadPostback, registerCommonRoutes, type Side } from './common-routes';

const errors = ERROR_RESPONSES;

/** publisher/postback/* of the admin panel (publishers.read / publishers.write). */
export const staffPostbackRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const side: Side = {
    prefix: '/publisher-postbacks',
    tags: ['publisher postbacks'],
    read: { auth: staffWith('publishers.read') },
    write: { auth: staffWith('publishers.write') },
  };
  const scopeOf = async (request: FastifyRequest): Promise<PostbackScope> => ({
    tenantId: request.tenant.id,
    partners: partnerScopeOf(signedInUserOf(request)),
  });

  app.post(
    side.prefix,
    {
      config: side.write,
      schema: {
        tags: side.tags,
        summary: 'Add a postback for a publisher',
        body: saveStaffPostbackBodySchema,
        response: { 201: getPublisherPostbackResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const { publisherId, ...body } = request.body;
      const id = await createPostback(
        db,
        scope,
        publisherId,
        body,
        signedInUserOf(request).id,
        deps.config.postbackAllowHosts,
      );
      return reply.status(201).send({ data: await loadPostback(db, scope, id) });
    },
  );

  app.put(
    `${side.prefix}/:id`,
    {
      config: side.write,
      schema: {
        tags: side.tags,
        summary: 'Edit a publisher postback',
        params: idParamsSchema,
        body: saveStaffPostbackBodySchema,
        response: { 200: getPublisherPostbackResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = await scopeOf(request);
      const { publisherId, ...body } = request.body;
      await editPostback(db, scope, request.params.id, publisherId, body, deps.config.postbackAllowHosts);
      return { data: await loadPostback(db, scope, request.params.id) };
    },
  );

  app.get(
    `${side.prefix}/targets`,
    {
      config: side.read,
      schema: {
        tags: side.tags,
        summary: 'Offers a publisher may run, with their events, for the postback form',
        querystring: listPostbackTargetsQuerySchema,
        response: { 200: listPostbackTargetsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { publisherId, search } = request.query;
      if (!publisherId) return { data: { offers: [], eventKeys: [] } };
      // Which offers a publisher runs is theirs to know: another tenant's publisher, or one outside
      // the employee's data scope, is not found (docs/team.md).
      if (!(await findPublisher(db, await scopeOf(request), publisherId)))
        throw new AppError('NOT_FOUND', 'Publisher not found.');
      return { data: await listPostbackTargets(db, request.tenant.id, publisherId, search) };
    },
  );

  registerCommonRoutes(app, deps, side, scopeOf);
};
