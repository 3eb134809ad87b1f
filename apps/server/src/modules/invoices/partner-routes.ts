import {
  type InvoiceKind,
  idParamsSchema,
  invoiceResponseSchema,
  listInvoicesResponseSchema,
  listOwnInvoicesQuerySchema,
  partnerBalanceResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { toPage } from '../../lib/paging';
import { CSV_FILE, ERROR_RESPONSES, PDF_FILE, roleOnly, signedInUserOf } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';
import { sendInvoiceCsv } from './invoice-csv';
import { type InvoiceReach, listInvoices, loadInvoice } from './invoice-reads';
import { invoicePdf, sendPdf } from './pdf/invoice-pdf';
import { publisherBalance } from './publisher-balance';

const tags = ['invoices'];

async function ownReachOf(db: Database, request: FastifyRequest, kind: InvoiceKind): Promise<InvoiceReach> {
  const partnerId = await partnerIdOfUser(db, request.tenant.id, signedInUserOf(request).id, kind);
  return { kind: 'partner', partnerId, partnerKind: kind };
}

/** A partner's own invoice/list and invoice/view: issued, paid and void invoices, never drafts. */
function ownInvoiceRoutes(kind: InvoiceKind): FastifyPluginAsyncZod<AppDeps> {
  return async (app, { db, files }) => {
    const config = { auth: roleOnly(kind) };
    app.get(
      `/${kind}/invoices`,
      {
        config,
        schema: {
          tags,
          summary: `The ${kind}’s own invoices, one page`,
          querystring: listOwnInvoicesQuerySchema,
          response: { 200: listInvoicesResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const reach = await ownReachOf(db, request, kind);
        const { items, total } = await listInvoices(db, request.tenant.id, reach, { ...request.query, kind });
        return toPage(items, total, request.query);
      },
    );

    app.get(
      `/${kind}/invoices/export`,
      {
        config: { ...config, file: CSV_FILE },
        schema: {
          tags,
          summary: `The ${kind}’s own invoices as CSV, filtered like the list`,
          querystring: listOwnInvoicesQuerySchema,
        },
      },
      async (request, reply) =>
        sendInvoiceCsv(reply, {
          db,
          tenantId: request.tenant.id,
          reach: await ownReachOf(db, request, kind),
          query: { ...request.query, kind },
        }),
    );

    app.get(
      `/${kind}/invoices/:id`,
      {
        config,
        schema: {
          tags,
          summary: `One of the ${kind}’s own invoices with its lines, payments and history`,
          params: idParamsSchema,
          response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        data: await loadInvoice(
          db,
          request.tenant.id,
          await ownReachOf(db, request, kind),
          request.params.id,
        ),
      }),
    );

    app.get(
      `/${kind}/invoices/:id/pdf`,
      {
        config: { ...config, file: PDF_FILE },
        schema: { tags, summary: `One of the ${kind}’s own invoices as a PDF`, params: idParamsSchema },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await invoicePdf(
            { db, files },
            request.tenant.id,
            await ownReachOf(db, request, kind),
            request.params.id,
          ),
        ),
    );
  };
}

/** The publisher's own invoices, and their balance (what invoice/list shows above the list). */
export const publisherInvoiceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await ownInvoiceRoutes('publisher')(app, deps);
  app.get(
    '/publisher/balance',
    {
      config: { auth: roleOnly('publisher') },
      schema: {
        tags,
        summary:
          'The publisher’s own balance per currency: on hold, not invoiced yet, in draft, outstanding, overdue, paid',
        response: { 200: partnerBalanceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const partnerId = await partnerIdOfUser(
        deps.db,
        request.tenant.id,
        signedInUserOf(request).id,
        'publisher',
      );
      return { data: await publisherBalance(deps.db, request.tenant.id, partnerId) };
    },
  );
};
export const advertiserInvoiceRoutes = ownInvoiceRoutes('advertiser');
