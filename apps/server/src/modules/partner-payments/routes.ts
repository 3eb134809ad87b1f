import {
  idParamsSchema,
  listPartnerPaymentChangesQuerySchema,
  listPartnerPaymentChangesResponseSchema,
  partnerPaymentBodySchema,
  partnerPaymentResponseSchema,
  staffPartnerPaymentResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerScopeOf } from '../partner-scope/index';
import { findPartner } from '../partners/index';
import { listPaymentChanges } from './list-payment-changes';
import { findPartnerPayment } from './repository';
import { loadOwnPayment, type PartnerCaller, savePartnerPayment } from './save-partner-payment';

const tags = ['payment settings'];
const callerOf = (request: FastifyRequest): PartnerCaller => ({
  tenantId: request.tenant.id,
  userId: signedInUserOf(request).id,
  kind: 'publisher',
});
const publisherOnly = { auth: roleOnly('publisher') };
const staffRead = { auth: staffWith('publishers.read') };

/**
 * The publisher's `setting/payment` (how the network pays them), and what staff see of it on the
 * publisher's page. Advertisers pay the network instead: their setting/payment is their billing
 * (modules/advertiser-billing).
 */
export const partnerPaymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/publisher/payment-settings',
    {
      config: publisherOnly,
      schema: {
        tags,
        summary: 'The publisher’s payout method and details, and the methods they may choose',
        response: { 200: partnerPaymentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await loadOwnPayment(db, callerOf(request)) }),
  );

  app.put(
    '/publisher/payment-settings',
    {
      config: publisherOnly,
      schema: {
        tags,
        summary: 'Choose a payout method and fill in its details (needs the current password)',
        body: partnerPaymentBodySchema,
        response: { 200: partnerPaymentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await savePartnerPayment(db, callerOf(request), request.body) }),
  );

  /** The publisher the path names, if the caller's data scope lets them see it (404 otherwise). */
  const publisherIn = async (request: FastifyRequest, id: string) => {
    const scope = partnerScopeOf(signedInUserOf(request));
    const found = await findPartner(db, request.tenant.id, 'publisher', id, scope);
    if (!found) throw new AppError('NOT_FOUND', 'Publisher not found.');
    return found.partner;
  };

  app.get(
    '/publishers/:id/payment-settings',
    {
      config: staffRead,
      schema: {
        tags,
        summary: 'A publisher’s payout method and details, and when they last changed them',
        params: idParamsSchema,
        response: { 200: staffPartnerPaymentResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const publisher = await publisherIn(request, request.params.id);
      return { data: await findPartnerPayment(db, request.tenant.id, publisher.id) };
    },
  );

  app.get(
    '/publishers/:id/payment-changes',
    {
      config: staffRead,
      schema: {
        tags,
        summary: 'Each change of a publisher’s payout settings, newest first: who, when, which fields',
        params: idParamsSchema,
        querystring: listPartnerPaymentChangesQuerySchema,
        response: { 200: listPartnerPaymentChangesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const publisher = await publisherIn(request, request.params.id);
      const { rows, total } = await listPaymentChanges(db, request.tenant.id, publisher.id, request.query);
      return toPage(rows, total, request.query);
    },
  );
};
