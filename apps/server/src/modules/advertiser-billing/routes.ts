import {
  advertiserBillingBodySchema,
  advertiserBillingResponseSchema,
  idParamsSchema,
  staffAdvertiserBillingResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerScopeOf } from '../partner-scope/index';
import { findPartner } from '../partners/index';
import { type AdvertiserCaller, loadOwnBilling, saveOwnBilling } from './billing-details';
import { findAdvertiserBilling } from './repository';

const tags = ['payment settings'];
const callerOf = (request: FastifyRequest): AdvertiserCaller => ({
  tenantId: request.tenant.id,
  userId: signedInUserOf(request).id,
});

/** The advertiser's setting/payment (billing), and what staff see of it on the advertiser's page. */
export const advertiserBillingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/advertiser/billing',
    {
      config: { auth: roleOnly('advertiser') },
      schema: {
        tags,
        summary: 'The advertiser’s billing details and the payment methods the network accepts',
        response: { 200: advertiserBillingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await loadOwnBilling(db, callerOf(request)) }),
  );

  app.put(
    '/advertiser/billing',
    {
      config: { auth: roleOnly('advertiser') },
      schema: {
        tags,
        summary: 'Save who invoices are made out and sent to, and how the advertiser pays',
        body: advertiserBillingBodySchema,
        response: { 200: advertiserBillingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await saveOwnBilling(db, callerOf(request), request.body) }),
  );

  app.get(
    '/advertisers/:id/billing',
    {
      config: { auth: staffWith('advertisers.read') },
      schema: {
        tags,
        summary: 'An advertiser’s billing details and payment method (null until they save them)',
        params: idParamsSchema,
        response: { 200: staffAdvertiserBillingResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const scope = partnerScopeOf(signedInUserOf(request));
      const found = await findPartner(db, request.tenant.id, 'advertiser', request.params.id, scope);
      if (!found) throw new AppError('NOT_FOUND', 'Advertiser not found.');
      return { data: await findAdvertiserBilling(db, request.tenant.id, found.partner.id) };
    },
  );
};
