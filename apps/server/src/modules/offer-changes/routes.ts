import { idParamsSchema, listPublisherOfferChangesResponseSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, roleOnly, signedInUserOf } from '../../plugins/route-config';
import { partnerIdOfUser, visibleOfferSnapshot } from '../offer-catalog/index';
import { listPublisherOfferChanges } from './publisher-changes';

const tags = ['publisher offers'];

/** The publisher's view of an offer's history, for an offer they may see (404 otherwise). */
export const offerChangesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/publisher/offers/:id/changes',
    {
      config: { auth: roleOnly('publisher') },
      schema: {
        tags,
        summary:
          'Changes to the terms the publisher works under (status, their payouts, visible caps, targeting, landing pages, schedule), newest first',
        params: idParamsSchema,
        response: { 200: listPublisherOfferChangesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const publisherId = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'publisher');
      await visibleOfferSnapshot(db, tenantId, publisherId, request.params.id);
      return { data: await listPublisherOfferChanges(db, tenantId, request.params.id, publisherId) };
    },
  );
};
