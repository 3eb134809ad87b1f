import { listCapPacingQuerySchema, listCapPacingResponseSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { listCapPacing, listPublisherCapPacing } from './list-cap-pacing';

const tags = ['cap pacing'];
const response = { 200: listCapPacingResponseSchema, ...ERROR_RESPONSES };

/** Cap pacing: the offer's caps tab and the admin dashboard (staff), the publisher's offer page. */
export const capPacingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/cap-pacing',
    {
      config: { auth: staffWith('offers.read') },
      schema: {
        tags,
        summary: 'Caps in force: used, pace and when each is reached at that pace',
        querystring: listCapPacingQuerySchema,
        response,
      },
    },
    async (request) => ({ data: await listCapPacing(db, request.tenant.id, request.query) }),
  );

  app.get(
    '/publisher/cap-pacing',
    {
      config: { auth: roleOnly('publisher') },
      schema: {
        tags,
        summary: 'The caps the publisher may see: the offer’s counter and their own, paced',
        querystring: listCapPacingQuerySchema,
        response,
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const publisherId = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'publisher');
      return { data: await listPublisherCapPacing(db, tenantId, publisherId, request.query) };
    },
  );
};
