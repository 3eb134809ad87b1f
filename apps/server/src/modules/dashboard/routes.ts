import { dashboardQuerySchema, getDashboardResponseSchema } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../lib/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { readDashboard } from './read-dashboard';

const tags = ['dashboards'];
const schema = {
  tags,
  querystring: dashboardQuerySchema,
  response: { 200: getDashboardResponseSchema, ...ERROR_RESPONSES },
};

/** The admin, publisher and advertiser dashboards: one reader, scoped and trimmed by role. */
export const dashboardRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const zoneOf = (request: FastifyRequest, query: { tz?: string }) => query.tz ?? request.tenant.timezone;
  const partnerOf = (request: FastifyRequest, kind: 'publisher' | 'advertiser') =>
    partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, kind);

  app.get(
    '/dashboard',
    {
      config: { auth: staffWith('reports.read') },
      schema: {
        ...schema,
        summary: 'The network’s dashboard: every offer and publisher, payout and revenue',
      },
    },
    async (request) => ({
      data: await readDashboard(db, request.tenant.id, { kind: 'staff' }, zoneOf(request, request.query)),
    }),
  );

  app.get(
    '/publisher/dashboard',
    {
      config: { auth: roleOnly('publisher') },
      schema: { ...schema, summary: 'The publisher’s own traffic and earnings (payout only)' },
    },
    async (request) => {
      const publisherId = await partnerOf(request, 'publisher');
      const viewer = { kind: 'publisher', publisherId } as const;
      return { data: await readDashboard(db, request.tenant.id, viewer, zoneOf(request, request.query)) };
    },
  );

  app.get(
    '/advertiser/dashboard',
    {
      config: { auth: roleOnly('advertiser') },
      schema: { ...schema, summary: 'The advertiser’s offers: traffic, conversions and spend (revenue)' },
    },
    async (request) => {
      const advertiserId = await partnerOf(request, 'advertiser');
      const viewer = { kind: 'advertiser', advertiserId } as const;
      return { data: await readDashboard(db, request.tenant.id, viewer, zoneOf(request, request.query)) };
    },
  );
};
