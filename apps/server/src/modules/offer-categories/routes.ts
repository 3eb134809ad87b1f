import {
  ErrorResponseSchema,
  getOfferCategoryResponseSchema,
  idParamsSchema,
  listCategoryOptionsResponseSchema,
  listOfferCategoriesQuerySchema,
  listOfferCategoriesResponseSchema,
  offerCategoryBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { ERROR_RESPONSES, roleOnly, staffWith } from '../../plugins/route-config';
import { deleteCategory, listCategories, listCategoryNames } from './repository';
import { createCategory, loadCategory, renameCategory, toOfferCategory } from './save-category';

const tags = ['offer categories'];
const read = { auth: staffWith('offers.read') };
const write = { auth: staffWith('offers.write') };

/** offer/categories, and the category names publishers filter their offer lists by. */
export const offerCategoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/offer-categories',
    {
      config: read,
      schema: {
        tags,
        summary: 'Categories with their number of offers: searched, sorted and paged',
        querystring: listOfferCategoriesQuerySchema,
        response: { 200: listOfferCategoriesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listCategories(db, request.tenant.id, query);
      return toPage(rows.map(toOfferCategory), total, query);
    },
  );

  app.get(
    '/offer-categories/options',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every category, by name: what offer forms and filters pick from',
        response: { 200: listCategoryOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listCategoryNames(db, request.tenant.id) }),
  );

  app.post(
    '/offer-categories',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a category',
        body: offerCategoryBodySchema,
        response: { 201: getOfferCategoryResponseSchema, 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await createCategory(db, request.tenant.id, request.body);
      return reply.status(201).send({ data: await loadCategory(db, request.tenant.id, id) });
    },
  );

  app.put(
    '/offer-categories/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Rename or describe a category',
        params: idParamsSchema,
        body: offerCategoryBodySchema,
        response: { 200: getOfferCategoryResponseSchema, 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await renameCategory(db, request.tenant.id, request.params.id, request.body);
      return { data: await loadCategory(db, request.tenant.id, request.params.id) };
    },
  );

  app.delete(
    '/offer-categories/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a category (its offers stay, without it)',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const deleted = await deleteCategory(db, request.tenant.id, request.params.id);
      if (deleted === 0) throw new AppError('NOT_FOUND', 'Category not found.');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/publisher/offer-categories',
    {
      config: { auth: roleOnly('publisher') },
      schema: {
        tags,
        summary: 'Category names for the publisher’s offer filters',
        response: { 200: listCategoryOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listCategoryNames(db, request.tenant.id) }),
  );
};
