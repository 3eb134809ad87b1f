import {
  getPublisherPostbackResponseSchema,
  idParamsSchema,
  listPostbackDeliveriesQuerySchema,
  listPostbackDeliveriesResponseSchema,
  listPostbackTargetsQuerySchema,
  listPostbackTargetsResponseSchema,
  listPublisherPostbacksQuerySchema,
  listPublisherPostbacksResponseSchema,
  postbackSecretResponseSchema,
  refireDeliveriesBodySchema,
  refireDeliveriesResponseSchema,
  savePublisherPostbackBodySchema,
  saveStaffPostbackBodySchema,
  sendTestPostbackResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { type AttemptLimit, byTenantUser } from '../../plugins/rate-limit';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { partnerScopeOf } from '../partner-scope/index';
import { type AttemptSettings, RETRY_DELAYS_MS } from './delivery/delivery-attempt';
import { DEFAULT_POSTBACK_TIMEOUT_MS } from './delivery/send-postback';
import { listPostbackTargets } from './list-targets';
import { getPostbackSecret, rotatePostbackSecret } from './postback-secret';
import { refireDeliveries } from './refire-deliveries';
import { findPostback, findPublisher, listDeliveries, listPostbacks, type PostbackScope } from './repository';
import { createPostback, editPostback, removePostback } from './save-postback';
import { sendTestPostback } from './send-test-postback';

const errors = ERROR_RESPONSES;

/**
 * "Send test" calls the publisher's URL while the request waits, so each press is an outbound
 * call. 10 a minute per user is plenty to fix a URL and try again; 60 a minute per network bounds
 * what all its users together (publishers sign themselves up) can make the server send.
 */
const SEND_TEST_LIMITS: readonly AttemptLimit[] = [
  { name: 'postback-test-user', max: 10, windowMs: 60_000, key: byTenantUser, what: 'test calls' },
  {
    name: 'postback-test-network',
    max: 60,
    windowMs: 60_000,
    key: (request) => request.tenant.id,
    what: 'test calls from this network',
  },
];

function attemptSettingsOf(deps: AppDeps): AttemptSettings {
  return {
    allowHosts: deps.config.postbackAllowHosts,
    timeoutMs: DEFAULT_POSTBACK_TIMEOUT_MS,
    retryDelaysMs: RETRY_DELAYS_MS,
    now: () => new Date(),
  };
}

/**
 * The same endpoints for both sides, told apart by `scopeOf`: staff see the tenant's postbacks
 * (a publisher chosen in the body or query), a publisher only their own (their id comes from
 * their session, never from the request).
 */
type Side = {
  prefix: string;
  tags: string[];
  read: { auth: ReturnType<typeof staffWith> | ReturnType<typeof roleOnly> };
  write: { auth: ReturnType<typeof staffWith> | ReturnType<typeof roleOnly> };
};

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

async function loadPostback(db: AppDeps['db'], scope: PostbackScope, id: string) {
  const postback = await findPostback(db, scope, id);
  if (!postback) throw new AppError('NOT_FOUND', 'Postback not found.');
  return postback;
}

/** List, view, delete, send test, the log and re-fire: the same on both sides within their scope. */
function registerCommonRoutes(
  app: Parameters<FastifyPluginAsyncZod<AppDeps>>[0],
  deps: AppDeps,
  side: Side,
  scopeOf: (request: FastifyRequest) => Promise<PostbackScope>,
): void {
  const { db } = deps;
  const { prefix, tags, read, write } = side;
  const deliveriesPath = prefix.replace(/postbacks$/, 'postback-deliveries');

  app.get(
    prefix,
    {
      config: read,
      schema: {
        tags,
        summary: 'List postbacks',
        querystring: listPublisherPostbacksQuerySchema,
        response: { 200: listPublisherPostbacksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listPostbacks(db, await scopeOf(request), query);
      return toPage(rows, total, query);
    },
  );

  app.get(
    `${prefix}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'One postback',
        params: idParamsSchema,
        response: { 200: getPublisherPostbackResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await loadPostback(db, await scopeOf(request), request.params.id) }),
  );

  app.delete(
    `${prefix}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a postback (its log stays)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePostback(db, await scopeOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${prefix}/:id/test`,
    {
      config: { ...write, rateLimit: SEND_TEST_LIMITS },
      schema: {
        tags,
        summary: 'Send a test call with sample values now and answer what the receiver said',
        params: idParamsSchema,
        response: { 200: sendTestPostbackResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await sendTestPostback(db, await scopeOf(request), request.params.id, attemptSettingsOf(deps)),
    }),
  );

  app.get(
    deliveriesPath,
    {
      config: read,
      schema: {
        tags,
        summary: 'The postback log: every call, its request and its answer',
        querystring: listPostbackDeliveriesQuerySchema,
        response: { 200: listPostbackDeliveriesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listDeliveries(db, await scopeOf(request), query);
      return toPage(rows, total, query);
    },
  );

  app.post(
    `${deliveriesPath}/refire`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Send these calls again (as new deliveries)',
        body: refireDeliveriesBodySchema,
        response: { 200: refireDeliveriesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { ids: await refireDeliveries(db, await scopeOf(request), request.body.ids, new Date()) },
    }),
  );
}
