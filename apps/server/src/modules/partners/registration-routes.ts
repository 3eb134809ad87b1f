import {
  ErrorResponseSchema,
  registerAdvertiserBodySchema,
  registerPublisherBodySchema,
  registerResponseSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { SIGN_UP_LIMITS } from '../../plugins/rate-limit';
import { registerPartner } from './register-partner';

const errors = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Self sign-up of publishers and advertisers (public; the tenant decides whether it is open). */
export const registrationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/auth/register/publisher',
    {
      config: { auth: 'public', rateLimit: SIGN_UP_LIMITS },
      schema: {
        tags: ['auth'],
        summary: 'Publisher sign-up',
        body: registerPublisherBodySchema,
        response: { 201: registerResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await registerPartner(db, request.tenant, { role: 'publisher', body: request.body });
      return reply.status(201).send({ data: result });
    },
  );

  app.post(
    '/auth/register/advertiser',
    {
      config: { auth: 'public', rateLimit: SIGN_UP_LIMITS },
      schema: {
        tags: ['auth'],
        summary: 'Advertiser sign-up',
        body: registerAdvertiserBodySchema,
        response: { 201: registerResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await registerPartner(db, request.tenant, { role: 'advertiser', body: request.body });
      return reply.status(201).send({ data: result });
    },
  );
};
