import {
  changePartnerStatusBodySchema,
  changePartnerStatusResponseSchema,
  createAdvertiserBodySchema,
  createPublisherBodySchema,
  ErrorResponseSchema,
  getAdvertiserResponseSchema,
  getPublisherResponseSchema,
  idParamsSchema,
  listAccountManagersResponseSchema,
  listAdvertisersResponseSchema,
  listPartnersQuerySchema,
  listPublishersResponseSchema,
  updateAdvertiserBodySchema,
  updatePublisherBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { trustedOrigin } from '../auth/index';
import { changePartnerStatus } from './change-partner-status';
import { createPartner } from './create-partner';
import { listAccountManagers } from './list-account-managers';
import { toAdvertiser, toPublisher } from './partner-dto';
import { findPartner, listPartners } from './repository';
import { rotateConversionToken } from './rotate-conversion-token';
import { updatePartner } from './update-partner';

const errors = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};
const staff = (
  permission: 'advertisers.read' | 'advertisers.write' | 'publishers.read' | 'publishers.write',
) => ({ roles: ['admin', 'employee'], permission }) as const;

export const advertiserRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mailer }) => {
  const tags = ['advertisers'];
  const mailContext = (request: Parameters<typeof trustedOrigin>[0]) => ({
    tenant: request.tenant,
    origin: trustedOrigin(request, config.publicUrl, config.port),
    mailer,
    log: request.log,
  });
  const load = async (tenantId: string, id: string) => {
    const row = await findPartner(db, tenantId, 'advertiser', id);
    if (!row) throw new AppError('NOT_FOUND', 'Advertiser not found.');
    return toAdvertiser(row);
  };

  app.get(
    '/advertisers',
    {
      config: { auth: staff('advertisers.read') },
      schema: {
        tags,
        summary: 'List advertisers',
        querystring: listPartnersQuerySchema,
        response: { 200: listAdvertisersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listPartners(db, request.tenant.id, 'advertiser', query);
      return { data: rows.map(toAdvertiser), meta: { page: query.page, perPage: query.perPage, total } };
    },
  );

  app.post(
    '/advertisers',
    {
      config: { auth: staff('advertisers.write') },
      schema: {
        tags,
        summary: 'Add an advertiser (e-mails an invitation)',
        body: createAdvertiserBodySchema,
        response: { 201: getAdvertiserResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createPartner(db, { kind: 'advertiser', body: request.body }, mailContext(request));
      return reply.status(201).send({ data: await load(request.tenant.id, id) });
    },
  );

  app.post(
    '/advertisers/status',
    {
      config: { auth: staff('advertisers.write') },
      schema: {
        tags,
        summary: 'Approve, reject, block or unblock advertisers',
        body: changePartnerStatusBodySchema,
        response: { 200: changePartnerStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { updated: await changePartnerStatus(db, 'advertiser', request.body, mailContext(request)) },
    }),
  );

  app.get(
    '/advertisers/:id',
    {
      config: { auth: staff('advertisers.read') },
      schema: {
        tags,
        summary: 'One advertiser',
        params: idParamsSchema,
        response: { 200: getAdvertiserResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await load(request.tenant.id, request.params.id) }),
  );

  app.put(
    '/advertisers/:id',
    {
      config: { auth: staff('advertisers.write') },
      schema: {
        tags,
        summary: 'Edit an advertiser',
        params: idParamsSchema,
        body: updateAdvertiserBodySchema,
        response: { 200: getAdvertiserResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updatePartner(db, request.tenant.id, request.params.id, {
        kind: 'advertiser',
        body: request.body,
      });
      return { data: await load(request.tenant.id, request.params.id) };
    },
  );

  app.post(
    '/advertisers/:id/conversion-token',
    {
      config: { auth: staff('advertisers.write') },
      schema: {
        tags,
        summary: 'Replace the conversion token (the old one stops working)',
        params: idParamsSchema,
        response: { 200: getAdvertiserResponseSchema, ...errors },
      },
    },
    async (request) => {
      await rotateConversionToken(db, request.tenant.id, request.params.id);
      return { data: await load(request.tenant.id, request.params.id) };
    },
  );
};

export const publisherRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, mailer }) => {
  const tags = ['publishers'];
  const mailContext = (request: Parameters<typeof trustedOrigin>[0]) => ({
    tenant: request.tenant,
    origin: trustedOrigin(request, config.publicUrl, config.port),
    mailer,
    log: request.log,
  });
  const load = async (tenantId: string, id: string) => {
    const row = await findPartner(db, tenantId, 'publisher', id);
    if (!row) throw new AppError('NOT_FOUND', 'Publisher not found.');
    return toPublisher(row);
  };

  app.get(
    '/publishers',
    {
      config: { auth: staff('publishers.read') },
      schema: {
        tags,
        summary: 'List publishers',
        querystring: listPartnersQuerySchema,
        response: { 200: listPublishersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listPartners(db, request.tenant.id, 'publisher', query);
      return { data: rows.map(toPublisher), meta: { page: query.page, perPage: query.perPage, total } };
    },
  );

  app.post(
    '/publishers',
    {
      config: { auth: staff('publishers.write') },
      schema: {
        tags,
        summary: 'Add a publisher (e-mails an invitation)',
        body: createPublisherBodySchema,
        response: { 201: getPublisherResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = await createPartner(db, { kind: 'publisher', body: request.body }, mailContext(request));
      return reply.status(201).send({ data: await load(request.tenant.id, id) });
    },
  );

  app.post(
    '/publishers/status',
    {
      config: { auth: staff('publishers.write') },
      schema: {
        tags,
        summary: 'Approve, reject, block or unblock publishers',
        body: changePartnerStatusBodySchema,
        response: { 200: changePartnerStatusResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: { updated: await changePartnerStatus(db, 'publisher', request.body, mailContext(request)) },
    }),
  );

  app.get(
    '/publishers/:id',
    {
      config: { auth: staff('publishers.read') },
      schema: {
        tags,
        summary: 'One publisher',
        params: idParamsSchema,
        response: { 200: getPublisherResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await load(request.tenant.id, request.params.id) }),
  );

  app.put(
    '/publishers/:id',
    {
      config: { auth: staff('publishers.write') },
      schema: {
        tags,
        summary: 'Edit a publisher',
        params: idParamsSchema,
        body: updatePublisherBodySchema,
        response: { 200: getPublisherResponseSchema, 409: ErrorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await updatePartner(db, request.tenant.id, request.params.id, {
        kind: 'publisher',
        body: request.body,
      });
      return { data: await load(request.tenant.id, request.params.id) };
    },
  );

  app.get(
    '/account-managers',
    {
      config: { auth: { roles: ['admin', 'employee'] } },
      schema: {
        tags: ['publishers', 'advertisers'],
        summary: 'Staff who can manage partners',
        response: { 200: listAccountManagersResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await listAccountManagers(db, request.tenant.id) }),
  );
};
