import {
  createdIntegrationKeyResponseSchema,
  createIntegrationKeyBodySchema,
  ErrorResponseSchema,
  idParamsSchema,
  integrationKeyResponseSchema,
  listIntegrationKeysResponseSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { actorOf } from '../payment-methods/index';
import { listIntegrationKeys } from './repository';
import { createIntegrationKey, revokeIntegrationKey } from './save-integration-key';

const tags = ['settings'];
const PATH = '/settings/integration-keys';

/** setting/integration: API keys for outside services, shown once when made. */
export const integrationKeyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    PATH,
    {
      config: { auth: staffWith('settings.read') },
      schema: {
        tags,
        summary: 'The API keys: name, last four characters, dates (never the keys)',
        response: { 200: listIntegrationKeysResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listIntegrationKeys(db, request.tenant.id) }),
  );

  app.post(
    PATH,
    {
      config: { auth: staffWith('settings.write') },
      schema: {
        tags,
        summary: 'Create an API key; the answer is the only time the key is shown',
        body: createIntegrationKeyBodySchema,
        response: { 201: createdIntegrationKeyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createIntegrationKey(db, actorOf(request), request.body) }),
  );

  app.post(
    `${PATH}/:id/revoke`,
    {
      config: { auth: staffWith('settings.write') },
      schema: {
        tags,
        summary: 'Revoke an API key (it stops working at once)',
        params: idParamsSchema,
        response: { 200: integrationKeyResponseSchema, 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await revokeIntegrationKey(db, actorOf(request), request.params.id) }),
  );
};
