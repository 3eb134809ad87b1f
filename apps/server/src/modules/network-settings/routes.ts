import {
  companySettingsResponseSchema,
  generalSettingsResponseSchema,
  PARTNER_KINDS,
  type PartnerKind,
  partnerSettingsResponseSchema,
  partnerWelcomeResponseSchema,
  updateCompanySettingsBodySchema,
  updateGeneralSettingsBodySchema,
  updatePartnerSettingsBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { findCompanySettings, saveCompanySettings } from './company-settings';
import { loadTenant, saveGeneralSettings, toGeneralSettings } from './general-settings';
import { findPartnerSettings, savePartnerSettings, welcomeMessageOf } from './partner-settings';
import { settingsActorOf } from './settings-actor';

const tags = ['settings'];
const read = { auth: staffWith('settings.read') };
const write = { auth: staffWith('settings.write') };

/** `setting/general`, `setting/company`, `setting/publisher` and `setting/advertiser`. */
export const networkSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/settings/general',
    {
      config: read,
      schema: {
        tags,
        summary: "The network's name, logo, favicon, colour, defaults and support e-mail",
        response: { 200: generalSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: toGeneralSettings(await loadTenant(db, request.tenant.id)) }),
  );
  app.put(
    '/settings/general',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Save the general settings (multipart with the logo and favicon files); GET /app follows at once',
        consumes: ['multipart/form-data', 'application/json'],
        body: updateGeneralSettingsBodySchema,
        response: { 200: generalSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await saveGeneralSettings(deps, settingsActorOf(request), request.body) }),
  );

  app.get(
    '/settings/company',
    {
      config: read,
      schema: {
        tags,
        summary: 'The company details printed on invoices (null until entered)',
        response: { 200: companySettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await findCompanySettings(db, request.tenant.id) }),
  );
  app.put(
    '/settings/company',
    {
      config: write,
      schema: {
        tags,
        summary: 'Save the company details',
        body: updateCompanySettingsBodySchema,
        response: { 200: companySettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await saveCompanySettings(db, settingsActorOf(request), request.body) }),
  );

  for (const kind of PARTNER_KINDS) registerPartnerSettings(kind);

  function registerPartnerSettings(kind: PartnerKind) {
    app.get(
      `/settings/${kind}`,
      {
        config: read,
        schema: {
          tags,
          summary: `How ${kind}s sign up and are approved, their default manager, payment terms and welcome`,
          response: { 200: partnerSettingsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({ data: await findPartnerSettings(db, request.tenant.id, kind) }),
    );
    app.put(
      `/settings/${kind}`,
      {
        config: write,
        schema: {
          tags,
          summary: `Save the ${kind} settings; sign-up follows at once`,
          body: updatePartnerSettingsBodySchema,
          response: { 200: partnerSettingsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        data: await savePartnerSettings(deps, settingsActorOf(request), kind, request.body),
      }),
    );
  }

  app.get(
    '/partner/welcome',
    {
      config: { auth: { roles: ['publisher', 'advertiser'] } },
      schema: {
        tags,
        summary: "The welcome message of the signed-in partner's kind, for their dashboard",
        response: { 200: partnerWelcomeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { role } = signedInUserOf(request);
      const kind = role === 'advertiser' ? 'advertiser' : 'publisher';
      return { data: { message: await welcomeMessageOf(db, request.tenant.id, kind) } };
    },
  );
};
