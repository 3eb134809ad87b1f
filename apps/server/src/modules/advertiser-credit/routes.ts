import {
  advertiserCreditBodySchema,
  advertiserCreditResponseSchema,
  advertiserPrepaymentBodySchema,
  idParamsSchema,
  ownCreditResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { partnerScopeOf } from '../partner-scope/index';
import {
  type CreditActor,
  readAdvertiserCredit,
  recordPrepayment,
  saveAdvertiserCredit,
} from './credit-settings';
import { readOwnCredit } from './own-credit';

const tags = ['billing'];
const PATH = '/billing/advertisers/:id/credit';

const actorOf = (request: FastifyRequest): CreditActor => {
  const user = signedInUserOf(request);
  return { tenantId: request.tenant.id, userId: user.id, scope: partnerScopeOf(user) };
};

/** Advertiser credit control (docs/money.md "Credit control"): read with billing.read, set with billing.write. */
export const advertiserCreditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    PATH,
    {
      config: { auth: staffWith('billing.read') },
      schema: {
        tags,
        summary: 'An advertiser’s credit control: its terms, figures and standing now, and its prepayments',
        params: idParamsSchema,
        response: { 200: advertiserCreditResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await readAdvertiserCredit(db, actorOf(request), request.params.id) }),
  );

  app.put(
    PATH,
    {
      config: { auth: staffWith('billing.write') },
      schema: {
        tags,
        summary:
          'Set an advertiser’s credit limit or prepaid balance, its warning and what happens at the limit (mode none ends it)',
        params: idParamsSchema,
        body: advertiserCreditBodySchema,
        response: { 200: advertiserCreditResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await saveAdvertiserCredit(db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    `${PATH}/prepayments`,
    {
      config: { auth: staffWith('billing.write') },
      schema: {
        tags,
        summary: 'Record money a prepaid advertiser paid in advance',
        params: idParamsSchema,
        body: advertiserPrepaymentBodySchema,
        response: { 200: advertiserCreditResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await recordPrepayment(db, actorOf(request), request.params.id, request.body),
    }),
  );
};

/** The signed-in advertiser's own credit (docs/money.md "The advertiser's view"), above its invoices. */
export const ownCreditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/advertiser/credit',
    {
      config: { auth: roleOnly('advertiser') },
      schema: {
        tags,
        summary:
          'The advertiser’s own credit limit or prepaid balance and where it stands; null when the network keeps it under no control',
        response: { 200: ownCreditResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const id = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'advertiser');
      return { data: await readOwnCredit(db, { tenantId, id }) };
    },
  );
};
