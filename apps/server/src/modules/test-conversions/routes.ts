import {
  advertiserTestConversionRequestSchema,
  advertiserTestConversionResponseSchema,
  ErrorResponseSchema,
  idParamsSchema,
  testConversionRequestSchema,
  testConversionResponseSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { readOfferSnapshot } from '../../offer-model/index';
import { type AttemptLimit, byTenantUser } from '../../plugins/rate-limit';
import { ERROR_RESPONSES, roleOnly, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { runAdvertiserTestConversion } from './advertiser-test-conversion';
import { runTestConversion } from './run-test-conversion';

/**
 * Each advertiser test stores a click and a conversion; advertisers sign themselves up, so the
 * network bounds them all as well as each one.
 */
const ADVERTISER_TEST_LIMITS: readonly AttemptLimit[] = [
  { name: 'advertiser-test-user', max: 10, windowMs: 60_000, key: byTenantUser, what: 'test conversions' },
  {
    name: 'advertiser-test-network',
    max: 60,
    windowMs: 60_000,
    key: (request) => request.tenant.id,
    what: 'test conversions from this network',
  },
];

/**
 * The integration tab's "Test conversion" (staff who may edit offers, as the offer write routes),
 * and the advertiser's own on their offer view.
 */
export const testConversionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  app.post(
    '/offers/:id/test-conversion',
    {
      config: { auth: staffWith('offers.write') },
      schema: {
        tags: ['offers'],
        summary: 'Run a test click and a test conversion through the real chain; answers each step',
        params: idParamsSchema,
        body: testConversionRequestSchema,
        response: { 200: testConversionResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const snapshot = await readOfferSnapshot(db, request.tenant.id, request.params.id);
      if (!snapshot) throw new AppError('NOT_FOUND', 'Offer not found.');
      const input = { ...request.body, ip: request.ip };
      const onFailure = (error: unknown) =>
        request.log.error({ err: error }, 'test conversion: storage failed');
      return { data: await runTestConversion({ db, events }, app.clickEngine, snapshot, input, onFailure) };
    },
  );

  app.post(
    '/advertiser/offers/:id/test-conversion',
    {
      config: { auth: roleOnly('advertiser'), rateLimit: ADVERTISER_TEST_LIMITS },
      schema: {
        tags: ['advertiser offers'],
        summary:
          'Run a test click and a test conversion of the advertiser’s own offer through the real chain (flagged test, never billed, no publisher called)',
        params: idParamsSchema,
        body: advertiserTestConversionRequestSchema,
        response: {
          200: advertiserTestConversionResponseSchema,
          409: ErrorResponseSchema,
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const advertiserId = await partnerIdOfUser(db, tenantId, signedInUserOf(request).id, 'advertiser');
      const input = {
        ...request.body,
        tenantId,
        advertiserId,
        offerId: request.params.id,
        ip: request.ip,
      };
      const onFailure = (error: unknown) =>
        request.log.error({ err: error }, 'advertiser test conversion: storage failed');
      return { data: await runAdvertiserTestConversion({ db, events }, app.clickEngine, input, onFailure) };
    },
  );
};
