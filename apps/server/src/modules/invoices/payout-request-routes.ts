import { payoutRequestResponseSchema } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { ERROR_RESPONSES, roleOnly, signedInUserOf } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { payoutRequestState, requestPayout } from './payout-requests';

const tags = ['invoices'];

async function publisherOf(db: Database, request: FastifyRequest) {
  const userId = signedInUserOf(request).id;
  const publisherId = await partnerIdOfUser(db, request.tenant.id, userId, 'publisher');
  return { tenantId: request.tenant.id, publisherId, userId };
}

/** The publisher's payout request (docs/money.md "Payout requests"): its state, and asking. */
export const payoutRequestRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const config = { auth: roleOnly('publisher') };
  app.get(
    '/publisher/payout-requests',
    {
      config,
      schema: {
        tags,
        summary: 'Whether the network takes payout requests, and the publisher’s open request',
        response: { 200: payoutRequestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await payoutRequestState(db, await publisherOf(db, request)) }),
  );

  app.post(
    '/publisher/payout-requests',
    {
      config,
      schema: {
        tags,
        summary:
          'Ask to be paid what is payable now: billed onto drafts marked as requested, for finance to issue (409 below the minimum, or when the network takes no requests)',
        response: { 200: payoutRequestResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await requestPayout(db, { ...(await publisherOf(db, request)), now: new Date() }),
    }),
  );
};
