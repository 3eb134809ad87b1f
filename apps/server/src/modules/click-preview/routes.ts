import { clickPreviewRequestSchema, clickPreviewResponseSchema, idParamsSchema } from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { readOfferSnapshot } from '../../offer-model/index';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { previewClick } from './preview-click';

/** The offer editor's "What would this click do?" (staff who may read offers, as the offer routes). */
export const clickPreviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post(
    '/offers/:id/click-preview',
    {
      config: { auth: staffWith('offers.read') },
      schema: {
        tags: ['offers'],
        summary: 'What would this click do: each check’s verdict, the landing page and URL, or the fallback',
        params: idParamsSchema,
        body: clickPreviewRequestSchema,
        response: { 200: clickPreviewResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const snapshot = await readOfferSnapshot(db, request.tenant.id, request.params.id);
      if (!snapshot) throw new AppError('NOT_FOUND', 'Offer not found.');
      return { data: await previewClick(db, app.clickEngine, snapshot, request.body) };
    },
  );
};
