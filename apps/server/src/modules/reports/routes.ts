import { performanceQuerySchema, performanceResponseSchema } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { sendCsv } from '../../lib/csv-stream';
import { ERROR_RESPONSES, signedInUserOf } from '../../lib/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { managedPartnerIds, partnerScopeOf } from '../partner-scope/index';
import { performanceCsvColumns, performanceCsvLines } from './performance-export';
import { performanceReport, performanceRows } from './performance-report';
import type { ReportScope } from './report-scope';

const tags = ['reports'];

/** Every role reads reports; employees with `reports.read`. What each sees is the scope's work. */
const EVERY_ROLE = {
  auth: { roles: ['admin', 'employee', 'publisher', 'advertiser'], permission: 'reports.read' },
} as const;

/** Partners see their own rows; admins the network; employees what their role's data scope allows. */
export async function reportScopeOf(db: Database, request: FastifyRequest): Promise<ReportScope> {
  const user = signedInUserOf(request);
  if (user.role === 'publisher' || user.role === 'advertiser') {
    const partnerId = await partnerIdOfUser(db, request.tenant.id, user.id, user.role);
    return user.role === 'publisher'
      ? { role: 'publisher', publisherId: partnerId }
      : { role: 'advertiser', advertiserId: partnerId };
  }
  // An employee whose role's data scope is "managed" sees the rows of their partners only.
  const partnerIds = await managedPartnerIds(db, request.tenant.id, partnerScopeOf(user));
  return partnerIds ? { role: user.role, partnerIds } : { role: user.role };
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

  app.get(
    '/reports/performance/export',
    {
      config: EVERY_ROLE,
      schema: {
        tags,
        summary: 'The performance report as CSV (every row, then totals per currency), same query',
        querystring: performanceQuerySchema,
        response: { ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const scope = await reportScopeOf(db, request);
      const { query } = request;
      const { rows, totals } = await performanceRows(db, request.tenant, query, scope);
      return sendCsv(reply, {
        fileName: `performance-${query.from}..${query.to}`,
        columns: performanceCsvColumns(query, scope.role),
        rows: performanceCsvLines(rows, totals),
      });
    },
  );
};
