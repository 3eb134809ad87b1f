import { selfBillingResponseSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, roleOnly } from '../../plugins/route-config';
import { ownPublisherOf } from './own-publisher';
import { acceptSelfBilling, selfBillingState } from './self-billing';

const tags = ['invoices'];

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
    async (request) => ({ data: await selfBillingState(db, await ownPublisherOf(db, request)) }),
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
      data: await acceptSelfBilling(db, { ...(await ownPublisherOf(db, request)), now: new Date() }),
    }),
  );
};
