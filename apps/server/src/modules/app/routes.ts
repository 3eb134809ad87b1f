import { type AppConfig, type DemoAccount, getAppResponseSchema } from '@affnet/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Tenant } from '../../tenancy/index';

export function toAppConfig(tenant: Tenant, demoAccounts: readonly DemoAccount[] | undefined): AppConfig {
  return {
    name: tenant.name,
    logo: tenant.logoUrl,
    favicon: tenant.faviconUrl,
    status: tenant.status,
    supportEmail: tenant.supportEmail,
    brandColor: tenant.brandColor,
    defaultCurrency: tenant.defaultCurrency,
    timezone: tenant.timezone,
    registration: {
      publisher: tenant.publisherRegistrationOpen,
      advertiser: tenant.advertiserRegistrationOpen,
    },
    demoAccounts: demoAccounts && tenant.isDefault ? [...demoAccounts] : null,
  };
}

export const appRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, demoAccounts }) => {
  app.get(
    '/app',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['app'],
        summary: 'White-label configuration of this network',
        response: { 200: getAppResponseSchema },
      },
    },
    async (request) => ({ data: toAppConfig(request.tenant, demoAccounts) }),
  );

  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['app'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};
