import {
  idParamsSchema,
  invoiceAdjustmentBodySchema,
  invoiceLineParamsSchema,
  invoicePaymentBodySchema,
  invoiceResponseSchema,
  invoiceRunBodySchema,
  invoiceRunResponseSchema,
  invoiceVisibilityBodySchema,
  listInvoicesQuerySchema,
  listInvoicesResponseSchema,
  partnerAdjustmentBodySchema,
  partnerBalanceResponseSchema,
  voidInvoiceBodySchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { toPage } from '../../lib/paging';
import { CSV_FILE, ERROR_RESPONSES, PDF_FILE, signedInUserOf, staffWith } from '../../plugins/route-config';
import { mailContextOf } from '../auth/index';
import { partnerScopeOf } from '../partner-scope/index';
import { findPartner } from '../partners/index';
import { createSystemMailer } from '../system-emails/index';
import { addAdjustment, addPartnerAdjustment, removeAdjustment } from './adjust-draft';
import { generateDrafts } from './generate-drafts';
import { sendInvoiceCsv } from './invoice-csv';
import { notifyInvoiceIssued, notifyInvoicePaid } from './invoice-notices';
import { listInvoices, loadInvoice } from './invoice-reads';
import { partnerSeesInvoice, setInvoiceHidden } from './invoice-visibility';
import { issueInvoice } from './issue-invoice';
import type { InvoiceAction } from './lock-invoice';
import { invoicePdf, sendPdf } from './pdf/invoice-pdf';
import { publisherBalance } from './publisher-balance';
import { recordInvoicePayment } from './record-invoice-payment';
import { voidInvoice } from './void-invoice';

const tags = ['billing'];
const billingRead = { auth: staffWith('billing.read') };
const billingWrite = { auth: staffWith('billing.write') };

const staffReachOf = (request: FastifyRequest) =>
  ({ kind: 'staff', scope: partnerScopeOf(signedInUserOf(request)) }) as const;

/** Who acts, for which network, within which scope. */
const actorOf = (request: FastifyRequest): Omit<InvoiceAction, 'invoiceId'> => {
  const user = signedInUserOf(request);
  return { tenantId: request.tenant.id, actorId: user.id, scope: partnerScopeOf(user) };
};
const actionOf = (request: FastifyRequest, invoiceId: string): InvoiceAction => ({
  ...actorOf(request),
  invoiceId,
});

/**
 * The billing screen's invoices (docs/money.md): lists and views for staff with billing.read,
 * within their data scope; the run, issuing, voiding and payments for billing.write. Each action
 * answers the invoice as it now stands.
 */
export const staffInvoiceRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, files, mailer, config },
) => {
  const mail = createSystemMailer({ db, mailer, config });
  app.get(
    '/billing/invoices',
    {
      config: billingRead,
      schema: {
        tags,
        summary: 'One page of invoices of a kind, filtered by status, partner, currency, period or overdue',
        querystring: listInvoicesQuerySchema,
        response: { 200: listInvoicesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { items, total } = await listInvoices(
        db,
        request.tenant.id,
        staffReachOf(request),
        request.query,
      );
      return toPage(items, total, request.query);
    },
  );

  app.get(
    '/billing/invoices/export',
    {
      config: { ...billingRead, file: CSV_FILE },
      schema: {
        tags,
        summary: 'Every invoice the list’s filters give, as CSV (the list’s order, no pages)',
        querystring: listInvoicesQuerySchema,
      },
    },
    async (request, reply) =>
      sendInvoiceCsv(reply, {
        db,
        tenantId: request.tenant.id,
        reach: staffReachOf(request),
        query: request.query,
      }),
  );

  app.get(
    '/billing/invoices/:id',
    {
      config: billingRead,
      schema: {
        tags,
        summary: 'One invoice with its lines, payments and history',
        params: idParamsSchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await loadInvoice(db, request.tenant.id, staffReachOf(request), request.params.id),
    }),
  );

  app.get(
    '/billing/invoices/:id/pdf',
    {
      config: { ...billingRead, file: PDF_FILE },
      schema: { tags, summary: 'An issued invoice as a PDF (a draft has none: 409)', params: idParamsSchema },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await invoicePdf({ db, files }, request.tenant.id, staffReachOf(request), request.params.id),
      ),
  );

  app.get(
    '/billing/publishers/:id/balance',
    {
      config: billingRead,
      schema: {
        tags,
        summary:
          'A publisher’s balance per currency: on hold, not invoiced yet, in draft, outstanding, overdue, paid',
        params: idParamsSchema,
        response: { 200: partnerBalanceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const scope = partnerScopeOf(signedInUserOf(request));
      const found = await findPartner(db, request.tenant.id, 'publisher', request.params.id, scope);
      if (!found) throw new AppError('NOT_FOUND', 'Publisher not found.');
      return { data: await publisherBalance(db, request.tenant.id, request.params.id) };
    },
  );

  app.post(
    '/billing/invoice-runs',
    {
      config: billingWrite,
      schema: {
        tags,
        summary:
          'Bill every payable conversion approved before the day onto its partner’s draft (publishers: payout; advertisers: revenue)',
        body: invoiceRunBodySchema,
        response: { 200: invoiceRunResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const drafts = await generateDrafts(db, {
        kind: request.body.kind,
        tenantId: request.tenant.id,
        periodEnd: request.body.periodEnd,
        now: new Date(),
      });
      const sum = (of: (draft: (typeof drafts)[number]) => number) =>
        drafts.reduce((total, draft) => total + of(draft), 0);
      return {
        data: { drafts: drafts.length, billed: sum((d) => d.billed), reversed: sum((d) => d.reversed) },
      };
    },
  );

  /** An action on one invoice, answered with the invoice as it now stands. */
  const answerAfter = async (
    request: FastifyRequest,
    id: string,
    act: (action: InvoiceAction) => Promise<void>,
  ) => {
    await act(actionOf(request, id));
    return { data: await loadInvoice(db, request.tenant.id, staffReachOf(request), id) };
  };

  app.post(
    '/billing/invoices/:id/issue',
    {
      config: billingWrite,
      schema: {
        tags,
        summary:
          'Issue a draft: take the next number, date it and freeze its lines, and e-mail the partner (a replay changes nothing)',
        params: idParamsSchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      answerAfter(request, request.params.id, async (action) => {
        if (
          (await issueInvoice(db, action)) &&
          (await partnerSeesInvoice(db, action.tenantId, action.invoiceId))
        ) {
          notifyInvoiceIssued(db, action.invoiceId, mailContextOf(request, mail, config));
        }
      }),
  );

  app.post(
    '/billing/invoices/:id/void',
    {
      config: billingWrite,
      schema: {
        tags,
        summary:
          'Void an issued invoice without payments; it gets a credit note and its conversions are released',
        params: idParamsSchema,
        body: voidInvoiceBodySchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      answerAfter(request, request.params.id, (action) =>
        voidInvoice(db, { ...action, reason: request.body.reason }),
      ),
  );

  app.put(
    '/billing/invoices/:id/visibility',
    {
      config: billingWrite,
      schema: {
        tags,
        summary:
          'Hide an advertiser’s invoice from the advertiser (off its invoice screens, never e-mailed), or show it again',
        params: idParamsSchema,
        body: invoiceVisibilityBodySchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      answerAfter(request, request.params.id, (action) =>
        setInvoiceHidden(db, { ...action, hidden: request.body.hidden }),
      ),
  );

  app.post(
    '/billing/invoices/:id/payments',
    {
      config: billingWrite,
      schema: {
        tags,
        summary:
          'Record a payment against an issued invoice (at most what is outstanding) and e-mail the partner',
        params: idParamsSchema,
        body: invoicePaymentBodySchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      answerAfter(request, request.params.id, async (action) => {
        const paymentId = await recordInvoicePayment(db, { ...action, payment: request.body });
        if (!(await partnerSeesInvoice(db, action.tenantId, action.invoiceId))) return;
        notifyInvoicePaid(
          db,
          { invoiceId: action.invoiceId, paymentId },
          mailContextOf(request, mail, config),
        );
      }),
  );

  app.post(
    '/billing/adjustments',
    {
      config: billingWrite,
      schema: {
        tags,
        summary:
          'Add an adjustment for a partner: on its open draft in that currency, made for it when there is none; answers the draft',
        body: partnerAdjustmentBodySchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const draftId = await addPartnerAdjustment(db, { ...actorOf(request), body: request.body });
      return { data: await loadInvoice(db, request.tenant.id, staffReachOf(request), draftId) };
    },
  );

  app.post(
    '/billing/invoices/:id/adjustments',
    {
      config: billingWrite,
      schema: {
        tags,
        summary: 'Add a bonus, correction or chargeback with a memo to a draft (issued lines never change)',
        params: idParamsSchema,
        body: invoiceAdjustmentBodySchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      answerAfter(request, request.params.id, async (action) => {
        await addAdjustment(db, { ...action, adjustment: request.body });
      }),
  );

  app.delete(
    '/billing/invoices/:id/adjustments/:lineId',
    {
      config: billingWrite,
      schema: {
        tags,
        summary: 'Take an adjustment off a draft',
        params: invoiceLineParamsSchema,
        response: { 200: invoiceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      answerAfter(request, request.params.id, (action) =>
        removeAdjustment(db, { ...action, lineId: request.params.lineId }),
      ),
  );
};
