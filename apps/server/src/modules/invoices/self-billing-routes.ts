import { selfBillingResponseSchema } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { ERROR_RESPONSES, roleOnly, signedInUserOf } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { acceptSelfBilling, selfBillingState } from './self-billing';

const tags = ['invoices'];

async function publisherOf(db: Database, request: FastifyRequest) {
  const publisherId = await partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, 'publisher');
  return { tenantId: request.tenant.id, publisherId };
}

/** The publisher's self-billing agreement (docs/money.md "Self-billing"): read it, accept it. */
export const selfBillingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const config = { auth: roleOnly('publisher') };
  app.get(
    '/publisher/self-billing',
    {
      config,
      schema: {
        tags,
        summary:
          'The self-billing agreement, whether the network requires it, and when the publisher accepted it',
        response: { 200: selfBillingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await selfBillingState(db, await publisherOf(db, request)) }),
  );

  app.post(
    '/publisher/self-billing',
    {
      config,
      schema: {
        tags,
        summary: 'Accept the self-billing agreement (accepting again keeps the first day)',
        response: { 200: selfBillingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await acceptSelfBilling(db, { ...(await publisherOf(db, request)), now: new Date() }),
    }),
  );
};
