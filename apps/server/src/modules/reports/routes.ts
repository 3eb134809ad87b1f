import { performanceQuerySchema, performanceResponseSchema } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { sendCsvText } from '../../lib/csv-stream';
import { reportRunnerOf } from '../../lib/report-jobs';
import { CSV_FILE, ERROR_RESPONSES, signedInUserOf } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { managedPartnerIds, partnerScopeOf } from '../partner-scope/index';
import { type ListFigures, recentRangeOf } from './recent-figures';
import { type PerformanceInput, REPORT_JOBS } from './report-jobs';
import type { ReportScope } from './report-scope';

const tags = ['reports'];

/**
 * Every role reads reports; employees with `reports.read`. What each sees is the scope's work.
 * Each waits for its turn at the heavy-read gate (docs/reports.md "Heavy reads").
 */
const EVERY_ROLE = {
  auth: { roles: ['admin', 'employee', 'publisher', 'advertiser'], permission: 'reports.read' },
  heavyRead: true,
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

/** The report's question as plain data: the tenant's id and zone, the query and the caller's scope. */
async function performanceInputOf(
  db: Database,
  request: FastifyRequest,
  query: PerformanceInput['query'],
): Promise<PerformanceInput> {
  const { id, timezone } = request.tenant;
  return { tenant: { id, timezone }, query, scope: await reportScopeOf(db, request) };
}

/**
 * What figures a staff list shows its caller (docs/reports.md "Figures on lists"): none without
 * `reports.read`; else the last 30 days in the network's zone, counted in the caller's report
 * scope. A list whose rows are partners already within the caller's data scope passes
 * `partnersListed`: every row of such a partner is theirs to see, so the scope needs no partner
 * filter, which would make the kit read the largest rollup.
 */
export async function listFiguresOf(
  db: Database,
  request: FastifyRequest,
  partnersListed = false,
): Promise<ListFigures | null> {
  const user = signedInUserOf(request);
  if (!user.permissions.includes('reports.read')) return null;
  const scope = partnersListed ? { role: user.role } : await reportScopeOf(db, request);
  return { tenantId: request.tenant.id, range: recentRangeOf(request.tenant.timezone), scope };
}

/** report/performance of every portal. */
export const reportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.reportDb ?? deps.db;
  // On PostgreSQL the sums, labels, sorting and CSV run in a report thread (docs/reports.md).
  const reports = reportRunnerOf(db, deps.reportThreads);
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
    async (request) =>
      reports.value(REPORT_JOBS, 'performanceReport', await performanceInputOf(db, request, request.query)),
  );

  app.get(
    '/reports/performance/export',
    {
      config: { ...EVERY_ROLE, file: CSV_FILE },
      schema: {
        tags,
        summary: 'The performance report as CSV (every row, then totals per currency), same query',
        querystring: performanceQuerySchema,
        response: { ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const input = await performanceInputOf(db, request, request.query);
      const text = await reports.csv(REPORT_JOBS, 'performanceCsv', input);
      return sendCsvText(reply, `performance-${input.query.from}..${input.query.to}`, text);
    },
  );
};
