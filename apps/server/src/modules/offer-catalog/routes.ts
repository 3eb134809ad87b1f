import {
  getPublisherOfferResponseSchema,
  idParamsSchema,
  listPublisherOffersQuerySchema,
  listPublisherOffersResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, roleOnly, signedInUserOf } from '../../plugins/route-config';
import { getPublisherOffer } from './get-publisher-offer';
import { listPublisherOffers } from './list-publisher-offers';
import { partnerIdOfUser } from './partner-of-user';

const tags = ['publisher offers'];
const publisherOnly = { auth: roleOnly('publisher') };

/** offer/available, offer/approved and offer/view/{id} of the publisher portal. */
export const offerCatalogRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const publisherOf = (request: FastifyRequest) =>
    partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, 'publisher');

  app.get(
    '/publisher/offers',
    {
      config: publisherOnly,
      schema: {
        tags,
        summary: 'Offers the publisher may see (available) or run now (approved), with their payout',
        querystring: listPublisherOffersQuerySchema,
        response: { 200: listPublisherOffersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const publisherId = await publisherOf(request);
      const { rows, total } = await listPublisherOffers(db, request.tenant.id, publisherId, query);
      return toPage(rows, total, query);
    },
  );

  app.get(
    '/publisher/offers/:id',
    {
      config: publisherOnly,
      schema: {
        tags,
        summary: 'One offer as the publisher sees it: their payouts, pages, creatives, visible caps',
        params: idParamsSchema,
        response: { 200: getPublisherOfferResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getPublisherOffer(db, request.tenant.id, await publisherOf(request), request.params.id),
    }),
  );
};
