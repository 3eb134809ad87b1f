import {
  getPublisherPostbackResponseSchema,
  idParamsSchema,
  listPostbackDeliveriesQuerySchema,
  listPostbackDeliveriesResponseSchema,
  listPublisherPostbacksQuerySchema,
  listPublisherPostbacksResponseSchema,
  refireDeliveriesBodySchema,
  refireDeliveriesResponseSchema,
  sendTestPostbackResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { toPage } from '../../../lib/paging';
import { type AttemptLimit, byTenantUser } from '../../../plugins/rate-limit';
import { ERROR_RESPONSES, type roleOnly, type staffWith } from '../../../plugins/route-config';
import { type AttemptSettings, RETRY_DELAYS_MS } from '../delivery/delivery-attempt';
import { DEFAULT_POSTBACK_TIMEOUT_MS } from '../delivery/send-postback';
import { refireDeliveries } from '../refire-deliveries';
import { findPostback, listDeliveries, listPostbacks, type PostbackScope } from '../repository';
import { removePostback } from '../save-postback';
import { sendTestPostback } from '../send-test-postback';

/*
 * What both sides' postback routes share (staff-routes.ts, publisher-routes.ts): list, view,
 * delete, send test, the log and re-fire, registered once per side within its scope.
 */

const errors = ERROR_RESPONSES;

/**
 * "Send test" calls the publisher's URL while the request waits, so each press is an outbound
 * call. 10 a minute per user is plenty to fix a URL and try again; 60 a minute per network bounds
 * what all its users together (publishers sign themselves up) can make the server send.
 */
export const SEND_TEST_LIMITS: readonly AttemptLimit[] = [
  { name: 'postback-test-user', max: 10, windowMs: 60_000, key: byTenantUser, what: 'test calls' },
  {
    name: 'postback-test-network',
    max: 60,
    windowMs: 60_000,
    key: (request) => request.tenant.id,
    what: 'test calls from this network',
  },
];

export function attemptSettingsOf(deps: AppDeps): AttemptSettings {
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
export type Side = {
  prefix: string;
  tags: string[];
  read: { auth: ReturnType<typeof staffWith> | ReturnType<typeof roleOnly> };
  write: { auth: ReturnType<typeof staffWith> | ReturnType<typeof roleOnly> };
};

export async function loadPostback(db: AppDeps['db'], scope: PostbackScope, id: string) {
  const postback = await findPostback(db, scope, id);
  if (!postback) throw new AppError('NOT_FOUND', 'Postback not found.');
  return postback;
}

/** List, view, delete, send test, the log and re-fire: the same on both sides within their scope. */
export function registerCommonRoutes(
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
