import { idParamsSchema, testConversionRequestSchema, testConversionResponseSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { readOfferSnapshot } from '../../offer-model/index';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { runTestConversion } from './run-test-conversion';

/** The integration tab's "Test conversion" (staff who may edit offers, as the offer write routes). */
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
};
