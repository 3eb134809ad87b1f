import { dashboardQuerySchema, getDashboardResponseSchema } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, roleOnly, staffWith } from '../../plugins/route-config';
import { heavyReadStoresOf, reportScopeOf } from '../reports/index';
import { readDashboard } from './read-dashboard';

const tags = ['dashboards'];
const schema = {
  tags,
  querystring: dashboardQuerySchema,
  response: { 200: getDashboardResponseSchema, ...ERROR_RESPONSES },
};

/**
 * The admin, publisher and advertiser dashboards: one reader, each caller's report scope (their
 * own rows; the money their role may see). One route per portal, so each declares its callers.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Three sums over the rollups: a heavy read, on its own connections and in turn (docs/reports.md).
  const stores = heavyReadStoresOf(deps);
  const answer = async (request: FastifyRequest, query: { tz?: string }) => ({
    data: await readDashboard(
      stores,
      request.tenant.id,
      await reportScopeOf(stores.db, request),
      query.tz ?? request.tenant.timezone,
    ),
  });

  app.get(
    '/dashboard',
    {
      config: { auth: staffWith('reports.read'), heavyRead: true },
      schema: {
        ...schema,
        summary: 'The network’s dashboard: every offer and publisher, payout and revenue',
      },
    },
    (request) => answer(request, request.query),
  );
  app.get(
    '/publisher/dashboard',
    {
      config: { auth: roleOnly('publisher'), heavyRead: true },
      schema: { ...schema, summary: 'The publisher’s own traffic and earnings (payout only)' },
    },
    (request) => answer(request, request.query),
  );
  app.get(
    '/advertiser/dashboard',
    {
      config: { auth: roleOnly('advertiser'), heavyRead: true },
      schema: { ...schema, summary: 'The advertiser’s offers: traffic, conversions and spend (revenue)' },
    },
    (request) => answer(request, request.query),
  );
};
