import { listPublisherBalancesQuerySchema, listPublisherBalancesResponseSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerScopeOf } from '../partner-scope/index';
import { listPublisherBalances } from './publisher-balance';

/** The billing screen's Balances tab (docs/money.md "Balances"): every publisher's, with billing.read, within the data scope. */
export const publisherBalanceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/billing/balances',
    {
      config: { auth: staffWith('billing.read') },
      schema: {
        tags: ['billing'],
        summary:
          'One page of publishers’ balances, a row per publisher and currency: on hold, not invoiced yet, in draft, outstanding, overdue, paid',
        querystring: listPublisherBalancesQuerySchema,
        response: { 200: listPublisherBalancesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const scope = partnerScopeOf(signedInUserOf(request));
      const { items, total } = await listPublisherBalances(db, request.tenant.id, scope, request.query);
      return toPage(items, total, request.query);
    },
  );
};
