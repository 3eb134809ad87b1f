import {
  advertiserOfferResultsQuerySchema,
  advertiserOfferResultsResponseSchema,
  getAdvertiserOfferResponseSchema,
  idParamsSchema,
  listAdvertiserOffersQuerySchema,
  listAdvertiserOffersResponseSchema,
  listOwnPostbackLogsQuerySchema,
  listOwnPostbackLogsResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, roleOnly, signedInUserOf } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { getAdvertiserOffer, listAdvertiserOffers } from './advertiser-offer-views';
import { listOwnPostbackLogs, readOfferResults } from './offer-results';

const tags = ['advertiser offers'];
const advertiserOnly = { auth: roleOnly('advertiser') };

/**
 * offer/list and offer/view/{id} of the advertiser portal: their own offers (revenue side only),
 * each offer's recent results and the postback log of their offers.
 */
export const advertiserOfferRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  const advertiserOf = (request: FastifyRequest) =>
    partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, 'advertiser');

  app.get(
    '/advertiser/offers',
    {
      config: advertiserOnly,
      schema: {
        tags,
        summary: 'The advertiser’s offers (not drafts) with what they pay',
        querystring: listAdvertiserOffersQuerySchema,
        response: { 200: listAdvertiserOffersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const advertiserId = await advertiserOf(request);
      const { rows, total } = await listAdvertiserOffers(db, request.tenant.id, advertiserId, query);
      return toPage(rows, total, query);
    },
  );

  app.get(
    '/advertiser/offers/:id',
    {
      config: advertiserOnly,
      schema: {
        tags,
        summary: 'One of the advertiser’s offers',
        params: idParamsSchema,
        response: { 200: getAdvertiserOfferResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getAdvertiserOffer(db, request.tenant, await advertiserOf(request), request.params.id),
    }),
  );

  app.get(
    '/advertiser/offers/:id/results',
    {
      config: advertiserOnly,
      schema: {
        tags,
        summary: 'The advertiser’s offer over the last 30 days: clicks, conversions and what they pay',
        params: idParamsSchema,
        querystring: advertiserOfferResultsQuerySchema,
        response: { 200: advertiserOfferResultsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const owner = { tenantId: request.tenant.id, advertiserId: await advertiserOf(request) };
      const tz = request.query.tz ?? request.tenant.timezone;
      return { data: await readOfferResults({ db, events }, owner, request.params.id, tz) };
    },
  );

  app.get(
    '/advertiser/postback-logs',
    {
      config: advertiserOnly,
      schema: {
        tags,
        summary: 'The postback, pixel and tag calls about the advertiser’s offers, with their results',
        querystring: listOwnPostbackLogsQuerySchema,
        response: { 200: listOwnPostbackLogsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const owner = { tenantId: request.tenant.id, advertiserId: await advertiserOf(request) };
      const { rows, total } = await listOwnPostbackLogs(db, owner, query);
      return toPage(rows, total, query);
    },
  );
};
