import {
  createAdvertiserBodySchema,
  createPublisherBodySchema,
  getAdvertiserResponseSchema,
  getPublisherResponseSchema,
  idParamsSchema,
  listAccountManagersResponseSchema,
  listAdvertisersQuerySchema,
  listAdvertisersResponseSchema,
  listPartnersQuerySchema,
  listPublishersResponseSchema,
  updateAdvertiserBodySchema,
  updatePublisherBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { partnerScopeOf } from '../partner-scope/index';
import { listAccountManagers } from './list-account-managers';
import { toAdvertiser, toPublisher } from './partner-dto';
import { toAdvertiserListItems, toPublisherListItems } from './partner-list-items';
import { partnerRoutes } from './partner-routes';
import { findPartner } from './repository';
import { rotateConversionToken } from './rotate-conversion-token';

const advertiserCrudRoutes = partnerRoutes({
  kind: 'advertiser',
  path: '/advertisers',
  noun: 'Advertiser',
  plural: 'advertisers',
  read: 'advertisers.read',
  write: 'advertisers.write',
  createBody: createAdvertiserBodySchema,
  updateBody: updateAdvertiserBodySchema,
  item: getAdvertiserResponseSchema,
  listQuery: listAdvertisersQuerySchema,
  list: listAdvertisersResponseSchema,
  toDto: toAdvertiser,
  toListItems: toAdvertiserListItems,
  toInput: (body) => ({ kind: 'advertiser', body }),
});

export const publisherRoutes = partnerRoutes({
  kind: 'publisher',
  path: '/publishers',
  noun: 'Publisher',
  plural: 'publishers',
  read: 'publishers.read',
  write: 'publishers.write',
  createBody: createPublisherBodySchema,
  updateBody: updatePublisherBodySchema,
  item: getPublisherResponseSchema,
  listQuery: listPartnersQuerySchema,
  list: listPublishersResponseSchema,
  toDto: toPublisher,
  toListItems: toPublisherListItems,
  toInput: (body) => ({ kind: 'publisher', body }),
});

/** The advertiser's conversion security, and the staff list both partner forms pick from. */
export const advertiserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await app.register(advertiserCrudRoutes, deps);

  app.post(
    '/advertisers/:id/conversion-token',
    {
      config: { auth: staffWith('advertisers.write') },
      schema: {
        tags: ['advertisers'],
        summary: 'Replace the conversion token (the old one stops working)',
        params: idParamsSchema,
        response: { 200: getAdvertiserResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const scope = partnerScopeOf(signedInUserOf(request));
      await rotateConversionToken(db, request.tenant.id, request.params.id, scope);
      const row = await findPartner(db, request.tenant.id, 'advertiser', request.params.id, scope);
      if (!row) throw new AppError('NOT_FOUND', 'Advertiser not found.');
      return { data: toAdvertiser(row) };
    },
  );

  app.get(
    '/account-managers',
    {
      config: { auth: { roles: ['admin', 'employee'] } },
      schema: {
        tags: ['publishers', 'advertisers'],
        summary: 'Staff who can manage partners',
        response: { 200: listAccountManagersResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listAccountManagers(db, request.tenant.id) }),
  );
};
