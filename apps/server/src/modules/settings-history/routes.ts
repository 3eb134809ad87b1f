import {
  settingHistoryParamsSchema,
  settingHistoryQuerySchema,
  settingHistoryResponseSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { listSettingChanges } from './repository';

/** The history shown on each `setting/*` page: who changed what, and when. */
export const settingHistoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/settings/history/:area',
    {
      config: { auth: staffWith('settings.read') },
      schema: {
        tags: ['settings'],
        summary: "A settings page's changes, newest first: who, when, which fields",
        params: settingHistoryParamsSchema,
        querystring: settingHistoryQuerySchema,
        response: { 200: settingHistoryResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listSettingChanges(db, request.tenant.id, request.params.area, query);
      return toPage(rows, total, query);
    },
  );
};
