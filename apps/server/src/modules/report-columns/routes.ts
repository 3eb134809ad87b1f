import {
  listReportColumnsResponseSchema,
  saveReportColumnsBodySchema,
  saveReportColumnsResponseSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, signedInUserOf } from '../../plugins/route-config';
import { listReportColumns, saveReportColumns } from './repository';

/**
 * Whoever reads reports keeps their own choice (employees with `reports.read`, as the reports
 * themselves); always the signed-in user's own, in the request's network, never another user's.
 */
const ownChoice = {
  auth: { roles: ['admin', 'employee', 'publisher', 'advertiser'], permission: 'reports.read' },
} as const;
const tags = ['reports'];

/** The columns each user hides on the wide report tables (docs/reports.md "Choosing columns"). */
export const reportColumnRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/me/report-columns',
    {
      config: ownChoice,
      schema: {
        tags,
        summary: 'The columns the signed-in user hides, per report table',
        response: { 200: listReportColumnsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await listReportColumns(db, request.tenant.id, signedInUserOf(request).id),
    }),
  );

  app.put(
    '/me/report-columns',
    {
      config: ownChoice,
      schema: {
        tags,
        summary: 'Save which columns of one report table the signed-in user hides',
        body: saveReportColumnsBodySchema,
        response: { 200: saveReportColumnsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await saveReportColumns(db, request.tenant.id, signedInUserOf(request).id, request.body),
    }),
  );
};
