import {
  advertiserIntegrationResponseSchema,
  creativeCodeQuerySchema,
  getCreativeCodeResponseSchema,
  idParamsSchema,
  listCreativeCodesResponseSchema,
  listLinkPublishersQuerySchema,
  listLinkPublishersResponseSchema,
  offerIntegrationResponseSchema,
  publisherCreativeCodesQuerySchema,
  publisherTrackingLinkQuerySchema,
  trackingLinkQuerySchema,
  trackingLinkResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { NO_PUBLISHER, readOfferSnapshot } from '../../offer-model/index';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { trustedOrigin } from '../auth/index';
import { partnerIdOfUser } from '../offer-catalog/index';
import { publisherCreativeCodes, staffCreativeCode } from './creative-codes';
import { publisherTrackingLink, staffTrackingLink } from './get-tracking-link';
import { listLinkPublishers } from './link-publishers';
import { advertiserIntegration, offerIntegration } from './offer-integration';
import { trackingDomainOf } from './tracking-domain';

const tags = ['tracking links'];
const staffRead = { auth: staffWith('offers.read') };
const publisherOnly = { auth: roleOnly('publisher') };
const advertiserOnly = { auth: roleOnly('advertiser') };

/**
 * The offer editor's tracking-link and integration tabs, the publisher's own link, creatives'
 * code with a publisher's link inside (the publisher's offer page, the staff creative view), and
 * the advertiser's own integration (their offer view).
 */
export const trackingLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  // The click engine's codecs (one tracking secret per installation): links it will accept.
  const codecs = () => ({ codec: app.clickEngine.linkCodes, testLinks: app.clickEngine.testLinks });
  const panelOrigin = (request: FastifyRequest) => trustedOrigin(request, config.publicUrl, config.port);

  app.get(
    '/offers/:id/tracking-link',
    {
      config: staffRead,
      schema: {
        tags,
        summary:
          'A publisher’s tracking link of the offer (short and long form; staff may ask for a test link)',
        params: idParamsSchema,
        querystring: trackingLinkQuerySchema,
        response: { 200: trackingLinkResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await staffTrackingLink(
        { db, ...codecs() },
        { tenantId: request.tenant.id, offerId: request.params.id, panelOrigin: panelOrigin(request) },
        request.query,
      ),
    }),
  );

  app.get(
    '/offers/:id/tracking-link/publishers',
    {
      config: staffRead,
      schema: {
        tags,
        summary: 'Publishers that may run the offer, for the link generator (at most 50)',
        params: idParamsSchema,
        querystring: listLinkPublishersQuerySchema,
        response: { 200: listLinkPublishersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const snapshot = await readOfferSnapshot(db, request.tenant.id, request.params.id, NO_PUBLISHER);
      if (!snapshot) throw new AppError('NOT_FOUND', 'Offer not found.');
      const { offer } = snapshot;
      return { data: await listLinkPublishers(db, request.tenant.id, offer, request.query.search) };
    },
  );

  app.get(
    '/offers/:id/integration',
    {
      config: staffRead,
      schema: {
        tags,
        summary: 'How the advertiser reports conversions: postback URL, pixels and JS tag per event',
        params: idParamsSchema,
        response: { 200: offerIntegrationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const user = signedInUserOf(request);
      const origin = panelOrigin(request);
      return {
        data: await offerIntegration(
          db,
          request.tenant.id,
          request.params.id,
          (tenantId) => trackingDomainOf(db, tenantId, origin),
          user.permissions.includes('advertisers.read'),
        ),
      };
    },
  );

  app.get(
    '/publisher/offers/:id/tracking-link',
    {
      config: publisherOnly,
      schema: {
        tags,
        summary: 'The signed-in publisher’s own tracking link of an offer they may run',
        params: idParamsSchema,
        querystring: publisherTrackingLinkQuerySchema,
        response: { 200: trackingLinkResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const publisherId = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'publisher');
      const scope = { tenantId, offerId: request.params.id, panelOrigin: panelOrigin(request), publisherId };
      return { data: await publisherTrackingLink({ db, ...codecs() }, scope, request.query) };
    },
  );

  app.get(
    '/creatives/:id/code',
    {
      config: staffRead,
      schema: {
        tags,
        summary: 'A creative’s code to paste, with the link of a publisher that may run its offer',
        params: idParamsSchema,
        querystring: creativeCodeQuerySchema,
        response: { 200: getCreativeCodeResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const scope = {
        tenantId: request.tenant.id,
        creativeId: request.params.id,
        panelOrigin: panelOrigin(request),
      };
      return { data: await staffCreativeCode({ db, ...codecs() }, scope, request.query.publisherId) };
    },
  );

  app.get(
    '/publisher/offers/:id/creative-codes',
    {
      config: publisherOnly,
      schema: {
        tags,
        summary:
          'The signed-in publisher’s code for each creative of an offer they may run, their link inside',
        params: idParamsSchema,
        querystring: publisherCreativeCodesQuerySchema,
        response: { 200: listCreativeCodesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const publisherId = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'publisher');
      const scope = { tenantId, offerId: request.params.id, panelOrigin: panelOrigin(request), publisherId };
      return { data: await publisherCreativeCodes({ db, ...codecs() }, scope, request.query) };
    },
  );

  app.get(
    '/advertiser/offers/:id/integration',
    {
      config: advertiserOnly,
      schema: {
        tags,
        summary:
          'The signed-in advertiser’s integration of their offer: their token, postback URL, pixels and JS tag per event',
        params: idParamsSchema,
        response: { 200: advertiserIntegrationResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const advertiserId = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'advertiser');
      const origin = panelOrigin(request);
      return {
        data: await advertiserIntegration(db, tenantId, advertiserId, request.params.id, (id) =>
          trackingDomainOf(db, id, origin),
        ),
      };
    },
  );
};
