import {
  idParamsSchema,
  type PartnerKind,
  partnerPaymentBodySchema,
  partnerPaymentResponseSchema,
  staffPartnerPaymentResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../lib/route-config';
import { findPartnerOfKind, findPartnerPayment } from './repository';
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

    app.get(
      `${STAFF_PATH[kind]}/:id/payment-settings`,
      {
        config: { auth: staffWith(kind === 'publisher' ? 'publishers.read' : 'advertisers.read') },
        schema: {
          tags,
          summary: `A ${kind}'s payment method and details, and when they last changed them`,
          params: idParamsSchema,
          response: { 200: staffPartnerPaymentResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const partner = await findPartnerOfKind(db, request.tenant.id, kind, request.params.id);
        if (!partner)
          throw new AppError('NOT_FOUND', `${kind === 'publisher' ? 'Publisher' : 'Advertiser'} not found.`);
        return { data: await findPartnerPayment(db, request.tenant.id, partner.id) };
      },
    );
  }
};
