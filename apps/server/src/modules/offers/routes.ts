import {
  changeOfferStatusBodySchema,
  changeOfferStatusResponseSchema,
  createOfferBodySchema,
  getOfferResponseSchema,
  idParamsSchema,
  listOfferOptionsQuerySchema,
  listOfferOptionsResponseSchema,
  listOfferStatusChangesResponseSchema,
  listOffersQuerySchema,
  listOffersResponseSchema,
  listOfferVersionsQuerySchema,
  listOfferVersionsResponseSchema,
  type OfferSection,
  resolvePayoutsQuerySchema,
  resolvePayoutsResponseSchema,
  revertOfferParamsSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { listFiguresOf, pageWithFigures } from '../reports/index';
import { changeOfferStatus } from './change-offer-status';
import { createOffer } from './create-offer';
import { listOfferOptions } from './list-offer-options';
import { listOffers } from './list-offers';
import { loadOffer } from './offer-document';
import { OFFER_TABS } from './offer-tab-table';
import { listOfferVersions } from './offer-versions';
import { resolveOfferPayouts } from './resolve-offer-payouts';
import { revertOffer } from './revert-offer';
import { saveOfferTab, type TabSaver } from './save-offer-tab';
import type { Actor } from './section-context';
import { listOfferStatusChanges } from './status-history';

const tags = ['offers'];
const read = { auth: staffWith('offers.read') };
const write = { auth: staffWith('offers.write') };
const offerResponses = { 200: getOfferResponseSchema, ...ERROR_RESPONSES };

function actorOf(request: FastifyRequest): Actor {
  // Staff-only routes: the auth hook has already refused requests without a signed-in user.
  const user = request.auth?.user;
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return { tenantId: request.tenant.id, userId: user.id };
}

async function offerOrNotFound(db: Database, tenantId: string, id: string) {
  const offer = await loadOffer(db, tenantId, id);
  if (!offer) throw new AppError('NOT_FOUND', 'Offer not found.');
  return offer;
}

/** Admin offer API: offer/manage, the add forms and every tab of offer/{id}. */
export const offerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events, files }) => {
  /** PUT /offers/:id/<tab>: the tab's section schema in, the whole offer out. */
  function tabRoute<S extends z.ZodType>(
    tab: OfferSection,
    body: S,
    saver: TabSaver<z.output<S>>,
    summary: string,
  ) {
    app.put(
      `/offers/:id/${tab}`,
      { config: write, schema: { tags, summary, params: idParamsSchema, body, response: offerResponses } },
      async (request) => {
        const actor = actorOf(request);
        const deps = { db, files, log: request.log };
        const target = { offerId: request.params.id, tab };
        return { data: await saveOfferTab(deps, actor, target, request.body as z.output<S>, saver) };
      },
    );
  }

  app.get(
    '/offers',
    {
      config: read,
      schema: {
        tags,
        summary:
          'List offers, each with its last 30 days (clicks, conversions, revenue) for readers of reports',
        querystring: listOffersQuerySchema,
        response: { 200: listOffersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const figures = await listFiguresOf(db, request);
      const { rows, total } = await listOffers({ db, events }, request.tenant.id, query, figures);
      return pageWithFigures(rows, total, query, figures);
    },
  );

  app.get(
    '/offers/options',
    {
      config: read,
      schema: {
        tags,
        summary: 'Offers to pick from (id, ref, name), at most 50',
        querystring: listOfferOptionsQuerySchema,
        response: { 200: listOfferOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listOfferOptions(db, request.tenant.id, request.query.search) }),
  );

  app.post(
    '/offers',
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an offer (JSON or multipart with a thumbnail)',
        body: createOfferBodySchema,
        response: { 201: getOfferResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = await createOffer({ db, files, log: request.log }, actor, request.body);
      return reply.status(201).send({ data: await offerOrNotFound(db, actor.tenantId, id) });
    },
  );

  app.post(
    '/offers/status',
    {
      config: write,
      schema: {
        tags,
        summary: 'Activate or pause offers',
        body: changeOfferStatusBodySchema,
        response: { 200: changeOfferStatusResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: { updated: await changeOfferStatus(db, actorOf(request), request.body) } }),
  );

  app.get(
    '/offers/:id',
    {
      config: read,
      schema: { tags, summary: 'One offer, every tab', params: idParamsSchema, response: offerResponses },
    },
    async (request) => ({ data: await offerOrNotFound(db, request.tenant.id, request.params.id) }),
  );

  app.get(
    '/offers/:id/status-changes',
    {
      config: read,
      schema: {
        tags,
        summary: "The offer's status history: who or which cap changed it, newest first",
        params: idParamsSchema,
        response: { 200: listOfferStatusChangesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await listOfferStatusChanges(db, request.tenant.id, request.params.id),
    }),
  );

  app.get(
    '/offers/:id/versions',
    {
      config: read,
      schema: {
        tags,
        summary:
          "The offer's change history: each save that changed it, who made it, and what changed, newest first; filtered by the part saved and by who saved it",
        params: idParamsSchema,
        querystring: listOfferVersionsQuerySchema,
        response: { 200: listOfferVersionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await listOfferVersions(db, request.tenant.id, request.params.id, request.query),
    }),
  );

  app.post(
    '/offers/:id/versions/:version/revert',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Restore the offer as a version left it: every tab that differs saved again through its own checks, as one new version',
        params: revertOfferParamsSchema,
        response: offerResponses,
      },
    },
    async (request) => {
      const target = { offerId: request.params.id, version: request.params.version };
      const deps = { db, files, log: request.log };
      return { data: await revertOffer(deps, actorOf(request), target) };
    },
  );

  app.get(
    '/offers/:id/payouts/resolve',
    {
      config: read,
      schema: {
        tags,
        summary: "A publisher's payout per event now (override or offer default)",
        params: idParamsSchema,
        querystring: resolvePayoutsQuerySchema,
        response: { 200: resolvePayoutsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await resolveOfferPayouts(db, request.tenant.id, request.params.id, {
        ...request.query,
        at: new Date(),
      }),
    }),
  );

  for (const [tab, { schema, save, summary }] of Object.entries(OFFER_TABS)) {
    tabRoute(tab as OfferSection, schema, save, summary);
  }
};
