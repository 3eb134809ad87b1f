import {
  registrationFormBodySchema,
  registrationFormParamsSchema,
  registrationFormResponseSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { listRegistrationFields } from './repository';
import { saveRegistrationForm } from './save-registration-form';

const tags = ['settings'];
const AUDIENCE_FORM = '/settings/registration-form/:audience';

/** setting/registration-form, and the questions the public sign-up forms show. */
export const registrationFormRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    AUDIENCE_FORM,
    {
      config: { auth: staffWith('settings.read') },
      schema: {
        tags,
        summary: "One audience's extra sign-up questions, in order",
        params: registrationFormParamsSchema,
        response: { 200: registrationFormResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { audience } = request.params;
      return { data: { audience, fields: await listRegistrationFields(db, request.tenant.id, audience) } };
    },
  );

  app.put(
    AUDIENCE_FORM,
    {
      config: { auth: staffWith('settings.write') },
      schema: {
        tags,
        summary: "Replace one audience's sign-up questions (kept ones by id), recorded in the history",
        params: registrationFormParamsSchema,
        body: registrationFormBodySchema,
        response: { 200: registrationFormResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { audience } = request.params;
      const fields = await saveRegistrationForm(db, {
        tenantId: request.tenant.id,
        actorUserId: signedInUserOf(request).id,
        audience,
        body: request.body,
      });
      return { data: { audience, fields } };
    },
  );

  app.get(
    '/registration-form/:audience',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The extra questions the sign-up form of this network asks (public)',
        params: registrationFormParamsSchema,
        response: { 200: registrationFormResponseSchema, 422: ERROR_RESPONSES[422] },
      },
    },
    async (request) => {
      const { audience } = request.params;
      return { data: { audience, fields: await listRegistrationFields(db, request.tenant.id, audience) } };
    },
  );
};
