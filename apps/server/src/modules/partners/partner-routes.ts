import {
  changePartnerStatusBodySchema,
  changePartnerStatusResponseSchema,
  ErrorResponseSchema,
  idParamsSchema,
  type ListPartnersQuery,
  type PagedResponse,
  type PartnerKind,
  type Permission,
  type RecentRange,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { mailContextOf } from '../auth/index';
import { ALL_PARTNERS, type PartnerScope, partnerScopeOf } from '../partner-scope/index';
import { listFiguresOf, pageWithFigures } from '../reports/index';
import { createSystemMailer } from '../system-emails/index';
import { changePartnerStatus } from './change-partner-status';
import { createPartner } from './create-partner';
import type { PartnerBody } from './partner-fields';
import type { ListItemsOf } from './partner-list-items';
import { findPartner, listPartners, type PartnerRow } from './repository';
import { updatePartner } from './update-partner';

/** What differs between the advertiser and the publisher endpoints. */
export type PartnerRouteSpec<Body extends z.ZodType, Update extends z.ZodType, Dto, ListItem> = {
  kind: PartnerKind;
  path: string;
  noun: string;
  plural: string;
  read: Permission;
  write: Permission;
  createBody: Body;
  /** Output shape is the create body's, with the status required. */
  updateBody: Update;
  item: z.ZodType<{ data: Dto }>;
  /** The list's query: the kinds sort differently. */
  listQuery: z.ZodType<ListPartnersQuery>;
  list: z.ZodType<PagedResponse<ListItem> & { meta: { recent: RecentRange | null } }>;
  toDto: (row: PartnerRow) => Dto;
  /** A page's rows as the list shows them: the DTO and what the list adds (figures, offers). */
  toListItems: ListItemsOf<ListItem>;
  toInput: (body: z.output<Body>) => PartnerBody;
};

/** A partner added by an employee who sees only their own partners is theirs unless they name another manager. */
function withOwnManager(input: PartnerBody, scope: PartnerScope): PartnerBody {
  if (scope.kind === 'all' || input.body.accountManagerId) return input;
  return { ...input, body: { ...input.body, accountManagerId: scope.managerId } } as PartnerBody;
}

/** List, add, view, edit and change the status of one kind of partner. */
export function partnerRoutes<Body extends z.ZodType, Update extends z.ZodType, Dto, ListItem>(
  spec: PartnerRouteSpec<Body, Update, Dto, ListItem>,
): FastifyPluginAsyncZod<AppDeps> {
  const tags = [spec.plural];
  const errors = ERROR_RESPONSES;
  return async (app, { db, events, config, mailer }) => {
    const mail = createSystemMailer({ db, mailer, config });
    const mailContext = (request: FastifyRequest) => mailContextOf(request, mail, config);
    const scopeOf = (request: FastifyRequest) => partnerScopeOf(signedInUserOf(request));
    const load = async (tenantId: string, id: string, scope: PartnerScope): Promise<Dto> => {
      const row = await findPartner(db, tenantId, spec.kind, id, scope);
      if (!row) throw new AppError('NOT_FOUND', `${spec.noun} not found.`);
      return spec.toDto(row);
    };
    const read = { auth: staffWith(spec.read) };
    const write = { auth: staffWith(spec.write) };

    app.get(
      spec.path,
      {
        config: read,
        schema: {
          tags,
          summary: `List ${spec.plural}, each with its last 30 days for readers of reports`,
          querystring: spec.listQuery,
          response: { 200: spec.list, ...errors },
        },
      },
      async (request) => {
        const { query } = request;
        const tenantId = request.tenant.id;
        // Listed partners are within the caller's scope, each with all of its traffic.
        const figures = await listFiguresOf(db, request, true);
        const stores = { db, events };
        const { rows, total } = await listPartners(
          stores,
          tenantId,
          spec.kind,
          query,
          scopeOf(request),
          figures,
        );
        return pageWithFigures(
          await spec.toListItems(stores, tenantId, rows, figures),
          total,
          query,
          figures,
        );
      },
    );

    app.post(
      spec.path,
      {
        config: write,
        schema: {
          tags,
          summary: `Add ${spec.noun.toLowerCase()} (e-mails an invitation)`,
          body: spec.createBody,
          response: { 201: spec.item, 409: ErrorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const input = withOwnManager(spec.toInput(request.body as z.output<Body>), scopeOf(request));
        const id = await createPartner(db, input, mailContext(request));
        return reply.status(201).send({ data: await load(request.tenant.id, id, ALL_PARTNERS) });
      },
    );

    app.post(
      `${spec.path}/status`,
      {
        config: write,
        schema: {
          tags,
          summary: `Approve, reject, block or unblock ${spec.plural}`,
          body: changePartnerStatusBodySchema,
          response: { 200: changePartnerStatusResponseSchema, ...errors },
        },
      },
      async (request) => ({
        data: {
          updated: await changePartnerStatus(
            db,
            spec.kind,
            request.body,
            mailContext(request),
            scopeOf(request),
          ),
        },
      }),
    );

    app.get(
      `${spec.path}/:id`,
      {
        config: read,
        schema: {
          tags,
          summary: `One ${spec.noun.toLowerCase()}`,
          params: idParamsSchema,
          response: { 200: spec.item, ...errors },
        },
      },
      async (request) => ({ data: await load(request.tenant.id, request.params.id, scopeOf(request)) }),
    );

    app.put(
      `${spec.path}/:id`,
      {
        config: write,
        schema: {
          tags,
          summary: `Edit ${spec.noun.toLowerCase()}`,
          params: idParamsSchema,
          body: spec.updateBody,
          response: { 200: spec.item, 409: ErrorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const input = spec.toInput(request.body as z.output<Body>);
        const scope = scopeOf(request);
        await updatePartner(db, request.tenant.id, request.params.id, input, scope);
        // The edit may hand the partner to another manager: the saved row is still theirs to see.
        return { data: await load(request.tenant.id, request.params.id, ALL_PARTNERS) };
      },
    );
  };
}
