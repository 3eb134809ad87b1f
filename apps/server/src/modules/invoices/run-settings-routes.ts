import { invoiceRunSettingsBodySchema, invoiceRunSettingsResponseSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { readRunSettings, saveRunSettings } from './scheduled-runs';

const tags = ['billing'];

/** The billing screen's run settings (docs/money.md "Scheduled runs"): read with billing.read, saved with billing.write. */
export const invoiceRunSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/billing/run-settings',
    {
      config: { auth: staffWith('billing.read') },
      schema: {
        tags,
        summary: 'When invoices are made for each kind of partner, and the last and next scheduled run',
        response: { 200: invoiceRunSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await readRunSettings(db, request.tenant.id, new Date()) }),
  );

  app.put(
    '/billing/run-settings',
    {
      config: { auth: staffWith('billing.write') },
      schema: {
        tags,
        summary:
          'Set when invoices are made for each kind of partner (a period already run is not run again)',
        body: invoiceRunSettingsBodySchema,
        response: { 200: invoiceRunSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const now = new Date();
      await saveRunSettings(db, request.tenant.id, request.body, now);
      return { data: await readRunSettings(db, request.tenant.id, now) };
    },
  );
};
