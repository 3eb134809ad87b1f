import {
  idParamsSchema,
  listPartnerPaymentChangesQuerySchema,
  listPartnerPaymentChangesResponseSchema,
  type PartnerKind,
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
const callerOf = (request: FastifyRequest, kind: PartnerKind): PartnerCaller => ({
  tenantId: request.tenant.id,
  userId: signedInUserOf(request).id,
  kind,
});

const STAFF_PATH: Record<PartnerKind, string> = { publisher: '/publishers', advertiser: '/advertisers' };

/** Partners' `setting/payment`, and what staff see of it on the partner's view page. */
export const partnerPaymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  for (const kind of ['publisher', 'advertiser'] as const) {
    app.get(
      `/${kind}/payment-settings`,
      {
        config: { auth: roleOnly(kind) },
        schema: {
          tags,
          summary: `The ${kind}'s payment method and details, and the methods they may choose`,
          response: { 200: partnerPaymentResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({ data: await loadOwnPayment(db, callerOf(request, kind)) }),
    );

    app.put(
      `/${kind}/payment-settings`,
      {
        config: { auth: roleOnly(kind) },
        schema: {
          tags,
          summary: `Choose a payment method and fill in its details (needs the current password)`,
          body: partnerPaymentBodySchema,
          response: { 200: partnerPaymentResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({ data: await savePartnerPayment(db, callerOf(request, kind), request.body) }),
    );

    const read = { auth: staffWith(kind === 'publisher' ? 'publishers.read' : 'advertisers.read') };
    /** The partner the path names, if the caller's data scope lets them see it (404 otherwise). */
    const partnerIn = async (request: FastifyRequest, id: string) => {
      const scope = partnerScopeOf(signedInUserOf(request));
      const found = await findPartner(db, request.tenant.id, kind, id, scope);
      if (!found)
        throw new AppError('NOT_FOUND', `${kind === 'publisher' ? 'Publisher' : 'Advertiser'} not found.`);
      return found.partner;
    };

    app.get(
      `${STAFF_PATH[kind]}/:id/payment-settings`,
      {
        config: read,
        schema: {
          tags,
          summary: `A ${kind}'s payment method and details, and when they last changed them`,
          params: idParamsSchema,
          response: { 200: staffPartnerPaymentResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const partner = await partnerIn(request, request.params.id);
        return { data: await findPartnerPayment(db, request.tenant.id, partner.id) };
      },
    );

    app.get(
      `${STAFF_PATH[kind]}/:id/payment-changes`,
      {
        config: read,
        schema: {
          tags,
          summary: `Each change of a ${kind}'s payment settings, newest first: who, when, which fields`,
          params: idParamsSchema,
          querystring: listPartnerPaymentChangesQuerySchema,
          response: { 200: listPartnerPaymentChangesResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const partner = await partnerIn(request, request.params.id);
        const { rows, total } = await listPaymentChanges(db, request.tenant.id, partner.id, request.query);
        return toPage(rows, total, request.query);
      },
    );
  }
};
