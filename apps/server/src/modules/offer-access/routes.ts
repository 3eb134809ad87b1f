import {
  changeOfferAccessBodySchema,
  changeOfferAccessResponseSchema,
  ErrorResponseSchema,
  getPublisherOfferResponseSchema,
  grantOfferAccessBodySchema,
  grantOfferAccessResponseSchema,
  idParamsSchema,
  listOfferAccessQuerySchema,
  listOfferAccessResponseSchema,
  requestOfferAccessBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { mailContextOf } from '../auth/index';
import { partnerIdOfUser } from '../offer-catalog/index';
import { partnerScopeOf } from '../partner-scope/index';
import { createSystemMailer } from '../system-emails/index';
import { toOfferAccess } from './access-dto';
import { changeAccessStatus } from './change-access-status';
import { grantAccess } from './grant-access';
import { listAccess } from './repository';
import { requestOfferAccess } from './request-access';

const tags = ['offer access'];
const write = { auth: staffWith('offers.write') };

/** offer/access, the permission tab's access list, and publishers' requests to run an offer. */
export const offerAccessRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mailer }) => {
  const mail = createSystemMailer({ db, mailer, config });
  app.get(
    '/offer-access',
    {
      config: { auth: staffWith('offers.read') },
      schema: {
        tags,
        summary: 'Access requests and entries, with filters, search and paging',
        querystring: listOfferAccessQuerySchema,
        response: { 200: listOfferAccessResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listAccess(
        db,
        request.tenant.id,
        query,
        partnerScopeOf(signedInUserOf(request)),
      );
      return toPage(rows.map(toOfferAccess), total, query);
    },
  );

  app.post(
    '/offer-access/status',
    {
      config: write,
      schema: {
        tags,
        summary: 'Approve, reject or block access entries (e-mails approved and rejected publishers)',
        body: changeOfferAccessBodySchema,
        response: { 200: changeOfferAccessResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ctx = mailContextOf(request, mail, config);
      const user = signedInUserOf(request);
      const updated = await changeAccessStatus(db, request.body, user.id, ctx, partnerScopeOf(user));
      return { data: { updated } };
    },
  );

  app.post(
    '/offer-access',
    {
      config: write,
      schema: {
        tags,
        summary: 'Approve or block publishers on one offer (replaces their entries)',
        body: grantOfferAccessBodySchema,
        response: { 200: grantOfferAccessResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: {
        updated: await grantAccess(
          db,
          request.tenant.id,
          request.body,
          signedInUserOf(request).id,
          partnerScopeOf(signedInUserOf(request)),
        ),
      },
    }),
  );

  app.post(
    '/publisher/offers/:id/access-request',
    {
      config: { auth: roleOnly('publisher') },
      schema: {
        tags,
        summary: 'Ask to run an offer that needs approval; answers the refreshed offer',
        params: idParamsSchema,
        body: requestOfferAccessBodySchema,
        response: { 200: getPublisherOfferResponseSchema, 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const publisherId = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'publisher');
      return {
        data: await requestOfferAccess(db, tenantId, publisherId, request.params.id, request.body),
      };
    },
  );
};
