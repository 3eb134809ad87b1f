import { payoutRequestResponseSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, roleOnly } from '../../plugins/route-config';
import { ownPublisherOf } from './own-publisher';
import { payoutRequestState, requestPayout } from './payout-requests';

const tags = ['invoices'];

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
    async (request) => ({ data: await payoutRequestState(db, await ownPublisherOf(db, request)) }),
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
      data: await requestPayout(db, { ...(await ownPublisherOf(db, request)), now: new Date() }),
    }),
  );
};
