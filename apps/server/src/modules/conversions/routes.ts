import {
  changeConversionStatusBodySchema,
  changeConversionStatusesBodySchema,
  changeConversionStatusResponseSchema,
  idParamsSchema,
  listAdvertiserPostbackLogsQuerySchema,
  listAdvertiserPostbackLogsResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerScopeOf } from '../partner-scope/index';
import { changeConversionStatuses } from './change-status';
import { listPostbackLogs } from './postback-logs';

const tags = ['conversions'];
const changeStatus = { auth: staffWith('conversions.write') };

/** Who changes the statuses, and the partners whose conversions their data scope lets them change. */
function changerOf(request: FastifyRequest) {
  const user = signedInUserOf(request);
  return { id: user.id, scope: partnerScopeOf(user) };
}

/** Conversion statuses (staff) and the advertiser postback log (advertiser/postback/logs). */
export const conversionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  app.patch(
    '/conversions/:id/status',
    {
      config: changeStatus,
      schema: {
        tags,
        summary: 'Change one conversion’s status (audited; moves rollups; queues postbacks)',
        params: idParamsSchema,
        body: changeConversionStatusBodySchema,
        response: { 200: changeConversionStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const change = { ...request.body, ids: [request.params.id] };
      const { updated } = await changeConversionStatuses(
        { db, events },
        request.tenant.id,
        change,
        changerOf(request),
      );
      return { data: { updated } };
    },
  );

  app.post(
    '/conversions/status',
    {
      config: changeStatus,
      schema: {
        tags,
        summary: 'Change the status of many conversions at once, with one reason (all or nothing)',
        body: changeConversionStatusesBodySchema,
        response: { 200: changeConversionStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { updated } = await changeConversionStatuses(
        { db, events },
        request.tenant.id,
        request.body,
        changerOf(request),
      );
      return { data: { updated } };
    },
  );

  app.get(
    '/advertiser-postback-logs',
    {
      config: { auth: staffWith('advertisers.read') },
      schema: {
        tags,
        summary: 'Every postback, pixel and tag call advertisers made, with its result',
        querystring: listAdvertiserPostbackLogsQuerySchema,
        response: { 200: listAdvertiserPostbackLogsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listPostbackLogs(db, request.tenant.id, query, {
        scope: partnerScopeOf(signedInUserOf(request)),
      });
      return toPage(rows, total, query);
    },
  );
};
