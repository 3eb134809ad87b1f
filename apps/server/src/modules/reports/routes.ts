import { performanceQuerySchema, performanceResponseSchema } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { ERROR_RESPONSES, signedInUserOf } from '../../lib/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { performanceReport } from './performance-report';
import type { ReportScope } from './report-scope';

const tags = ['reports'];

/** Every role reads reports; employees with `reports.read`. What each sees is the scope's work. */
const EVERY_ROLE = {
  auth: { roles: ['admin', 'employee', 'publisher', 'advertiser'], permission: 'reports.read' },
} as const;

/** Partners see their own rows; staff see the network (an employee's data scope plugs in here). */
export async function reportScopeOf(db: Database, request: FastifyRequest): Promise<ReportScope> {
  const user = signedInUserOf(request);
  if (user.role === 'publisher' || user.role === 'advertiser') {
    const partnerId = await partnerIdOfUser(db, request.tenant.id, user.id, user.role);
    return user.role === 'publisher'
      ? { role: 'publisher', publisherId: partnerId }
      : { role: 'advertiser', advertiserId: partnerId };
  }
  return { role: user.role };
}

/** report/performance of every portal. */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/reports/performance',
    {
      config: EVERY_ROLE,
      schema: {
        tags,
        summary: 'Clicks, conversions and money grouped by the dimensions asked, with totals per currency',
        querystring: performanceQuerySchema,
        response: { 200: performanceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => performanceReport(db, request.tenant, request.query, await reportScopeOf(db, request)),
  );
};
