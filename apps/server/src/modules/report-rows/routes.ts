import {
  advertiserConversionReportResponseSchema,
  clickReportQuerySchema,
  clickReportResponseSchema,
  conversionReportQuerySchema,
  type PagedResponse,
  publisherConversionReportResponseSchema,
  staffConversionReportResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { AppDeps } from '../../app-deps';
import { sendCsvText } from '../../lib/csv-stream';
import { toPage } from '../../lib/paging';
import { reportRunnerOf } from '../../lib/report-jobs';
import { CSV_FILE, ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { heavyReadStoresOf } from '../reports/index';
import { listClicks } from './click-report';
import {
  type ConversionRecord,
  listConversionRecords,
  toAdvertiserRow,
  toPublisherRow,
  toStaffRow,
} from './conversion-report';
import { type ConversionAudience, REPORT_JOBS } from './report-jobs';
import { type RowScope, staffScopeOf } from './row-scope';

/*
 * The row reports (docs/reports.md "Conversion and click reports"): each answers a page as JSON
 * and, under `/export`, the same filters as a streamed CSV. The conversion report is one set of
 * routes per role, told apart by `ConversionSide`: the scope comes from the session and the
 * row mapper decides what the role may read.
 */

type RouteAuth = ReturnType<typeof staffWith> | ReturnType<typeof roleOnly>;

type ConversionSide<Row> = {
  path: string;
  tags: string[];
  auth: RouteAuth;
  response: ZodType<PagedResponse<Row>>;
  scopeOf: (request: FastifyRequest) => Promise<RowScope>;
  toRow: (record: ConversionRecord) => Row;
  /** Whose columns the export writes. */
  audience: ConversionAudience;
};

/** The report's zone: the one asked for, else the network's. */
const zoneOf = (request: FastifyRequest, tz: string | undefined) => tz ?? request.tenant.timezone;

const exportName = (kind: string, query: { from: string; to: string }) =>
  `${kind}-${query.from}-to-${query.to}`;

export const reportRowRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Every route here is a heavy read: its own connections, and a turn at the gate; on PostgreSQL
  // the exports run in a report thread (docs/reports.md "Heavy reads").
  const stores = heavyReadStoresOf(deps);
  const { db } = stores;
  const reports = reportRunnerOf(db, deps.reportThreads);
  function registerConversionSide<Row>(side: ConversionSide<Row>) {
    app.get(
      side.path,
      {
        config: { auth: side.auth, heavyRead: true },
        schema: {
          tags: side.tags,
          summary: 'Conversions with their times, offer, event, status, reason and money',
          querystring: conversionReportQuerySchema,
          response: { 200: side.response, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const { query } = request;
        const scope = await side.scopeOf(request);
        const tz = zoneOf(request, query.tz);
        const { records, total } = await listConversionRecords(db, request.tenant.id, scope, query, tz);
        return toPage(records.map(side.toRow), total, query);
      },
    );

    app.get(
      `${side.path}/export`,
      {
        config: { auth: side.auth, heavyRead: true, file: CSV_FILE },
        schema: {
          tags: side.tags,
          summary: 'The conversion report’s rows as a CSV file, streamed',
          querystring: conversionReportQuerySchema,
          response: ERROR_RESPONSES,
        },
      },
      async (request, reply) => {
        const { query } = request;
        const scope = await side.scopeOf(request);
        const tz = zoneOf(request, query.tz);
        const input = { tenantId: request.tenant.id, scope, query, tz, audience: side.audience };
        const text = await reports.csv(REPORT_JOBS, 'conversionsCsv', input);
        return sendCsvText(reply, exportName('conversions', query), text);
      },
    );
  }

  const read = staffWith('reports.read');
  registerConversionSide({
    path: '/reports/conversions',
    tags: ['reports'],
    auth: read,
    response: staffConversionReportResponseSchema,
    scopeOf: async (request) => staffScopeOf(request),
    toRow: toStaffRow,
    audience: 'staff',
  });
  registerConversionSide({
    path: '/publisher/reports/conversions',
    tags: ['publisher portal reports'],
    auth: roleOnly('publisher'),
    response: publisherConversionReportResponseSchema,
    scopeOf: async (request) => ({
      role: 'publisher',
      publisherId: await partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, 'publisher'),
    }),
    toRow: toPublisherRow,
    audience: 'publisher',
  });
  registerConversionSide({
    path: '/advertiser/reports/conversions',
    tags: ['advertiser portal reports'],
    auth: roleOnly('advertiser'),
    response: advertiserConversionReportResponseSchema,
    scopeOf: async (request) => ({
      role: 'advertiser',
      advertiserId: await partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, 'advertiser'),
    }),
    toRow: toAdvertiserRow,
    audience: 'advertiser',
  });

  app.get(
    '/reports/clicks',
    {
      config: { auth: read, heavyRead: true },
      schema: {
        tags: ['reports'],
        summary: 'The raw click log of at most 7 days, each click’s reason in plain words',
        querystring: clickReportQuerySchema,
        response: { 200: clickReportResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const scope = staffScopeOf(request);
      const { rows, total } = await listClicks(
        stores,
        request.tenant.id,
        scope,
        query,
        zoneOf(request, query.tz),
      );
      return toPage(rows, total, query);
    },
  );

  app.get(
    '/reports/clicks/export',
    {
      config: { auth: read, heavyRead: true, file: CSV_FILE },
      schema: {
        tags: ['reports'],
        summary: 'The click log’s rows as a CSV file, streamed',
        querystring: clickReportQuerySchema,
        response: ERROR_RESPONSES,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const input = {
        tenantId: request.tenant.id,
        scope: staffScopeOf(request),
        query,
        tz: zoneOf(request, query.tz),
      };
      const text = await reports.csv(REPORT_JOBS, 'clicksCsv', input);
      return sendCsvText(reply, exportName('clicks', query), text);
    },
  );
};
