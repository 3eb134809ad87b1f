import {
  batchMethodOptionsResponseSchema,
  createPaymentBatchBodySchema,
  idParamsSchema,
  listPaymentBatchesResponseSchema,
  paymentBatchResponseSchema,
  paymentCandidatesQuerySchema,
  paymentCandidatesResponseSchema,
  paymentExportQuerySchema,
  paymentSettingsResponseSchema,
  settlePaymentItemsBodySchema,
  updatePaymentSettingsBodySchema,
} from '@affnet/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { paymentMethods } from '../../db/schema/index';
import { CSV_FILE, ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { mailContextOf } from '../auth/index';
import { notifyInvoicePaid } from '../invoices/index';
import { partnerScopeOf } from '../partner-scope/index';
import { createSystemMailer } from '../system-emails/index';
import { approveBatch, cancelBatch } from './batch-actions';
import { batchMethodOf, listCandidates } from './batch-candidates';
import { listBatches, loadBatch } from './batch-reads';
import { readPaymentSettings, updatePaymentSettings } from './batch-settings';
import { createBatch } from './create-batch';
import { exportBatch } from './export-batch';
import type { BatchAction } from './lock-batch';
import { settleItems } from './settle-items';

const tags = ['billing'];
const billingRead = { auth: staffWith('billing.read') };
const billingPay = { auth: staffWith('billing.pay') };

const actionOf = (request: FastifyRequest, batchId: string): BatchAction => {
  const user = signedInUserOf(request);
  return { tenantId: request.tenant.id, batchId, actorId: user.id, scope: partnerScopeOf(user) };
};

/**
 * Payment batches on the billing screen (docs/money.md "Payments"): staff with billing.read see
 * them, billing.pay makes, approves, exports and settles them, within their data scope. Each
 * action answers the batch as it now stands; an export answers the file.
 */
export const paymentBatchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, mailer, config }) => {
  const mail = createSystemMailer({ db, mailer, config });
  const batchOf = (request: FastifyRequest, batchId: string) =>
    loadBatch(db, { ...actionOf(request, batchId), viewerId: signedInUserOf(request).id });

  app.get(
    '/billing/payment-methods',
    {
      config: billingRead,
      schema: {
        tags,
        summary: 'The enabled payment methods a batch can pay through',
        response: { 200: batchMethodOptionsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await db
        .select({
          id: paymentMethods.id,
          name: paymentMethods.name,
          kind: paymentMethods.kind,
          currency: paymentMethods.currency,
        })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.tenantId, request.tenant.id), eq(paymentMethods.enabled, true)))
        .orderBy(asc(paymentMethods.name)),
    }),
  );

  app.get(
    '/billing/payment-candidates',
    {
      config: billingRead,
      schema: {
        tags,
        summary:
          'Issued publisher invoices a batch of this method and currency could pay, each eligible or held with why',
        querystring: paymentCandidatesQuerySchema,
        response: { 200: paymentCandidatesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const method = await batchMethodOf(db, request.tenant.id, request.query.paymentMethodId);
      const candidates = await listCandidates(db, {
        tenantId: request.tenant.id,
        scope: partnerScopeOf(signedInUserOf(request)),
        method,
        query: request.query,
        now: new Date(),
      });
      return { data: candidates.map(({ details: _details, ...candidate }) => candidate) };
    },
  );

  app.get(
    '/billing/payment-batches',
    {
      config: billingRead,
      schema: {
        tags,
        summary: 'Every payment batch, newest first',
        response: { 200: listPaymentBatchesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await listBatches(db, request.tenant.id, partnerScopeOf(signedInUserOf(request))),
    }),
  );

  app.post(
    '/billing/payment-batches',
    {
      config: billingPay,
      schema: {
        tags,
        summary:
          'Makes a draft batch of the eligible invoices of a method and currency up to a cut-off, less those left out',
        body: createPaymentBatchBodySchema,
        response: { 201: paymentBatchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const user = signedInUserOf(request);
      const id = await createBatch(db, {
        tenantId: request.tenant.id,
        actorId: user.id,
        scope: partnerScopeOf(user),
        body: request.body,
      });
      return reply.status(201).send({ data: await batchOf(request, id) });
    },
  );

  app.get(
    '/billing/payment-batches/:id',
    {
      config: billingRead,
      schema: {
        tags,
        summary: 'One payment batch with its items',
        params: idParamsSchema,
        response: { 200: paymentBatchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await batchOf(request, request.params.id) }),
  );

  app.post(
    '/billing/payment-batches/:id/approve',
    {
      config: billingPay,
      schema: {
        tags,
        summary: 'Approves a draft batch (by someone else than its maker, when the network asks)',
        params: idParamsSchema,
        response: { 200: paymentBatchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await approveBatch(db, actionOf(request, request.params.id));
      return { data: await batchOf(request, request.params.id) };
    },
  );

  app.post(
    '/billing/payment-batches/:id/cancel',
    {
      config: billingPay,
      schema: {
        tags,
        summary: 'Cancels a batch not yet exported; its invoices are payable again',
        params: idParamsSchema,
        response: { 200: paymentBatchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await cancelBatch(db, actionOf(request, request.params.id));
      return { data: await batchOf(request, request.params.id) };
    },
  );

  app.post(
    '/billing/payment-batches/:id/export',
    {
      // PayPal's, Wise's and the generic CSV, or SEPA's pain.001 XML.
      config: { ...billingPay, file: [...CSV_FILE, 'application/xml'] },
      schema: {
        tags,
        summary:
          'The file that pays the pending items (PayPal, Wise, SEPA pain.001 or generic); never marks anything paid',
        params: idParamsSchema,
        body: paymentExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportBatch(db, {
        ...actionOf(request, request.params.id),
        format: request.body.format,
      });
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );

  app.post(
    '/billing/payment-batches/:id/settle',
    {
      config: billingPay,
      schema: {
        tags,
        summary:
          'Marks pending items paid (recording each invoice’s payment, e-mailed to the publisher) or failed (with the reason)',
        params: idParamsSchema,
        body: settlePaymentItemsBodySchema,
        response: { 200: paymentBatchResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const payments = await settleItems(db, {
        ...actionOf(request, request.params.id),
        settle: request.body,
      });
      const ctx = mailContextOf(request, mail, config);
      for (const payment of payments) notifyInvoicePaid(db, payment, ctx);
      return { data: await batchOf(request, request.params.id) };
    },
  );

  app.get(
    '/billing/payment-settings',
    {
      config: billingRead,
      schema: {
        tags,
        summary: 'The hold after a payment-details change, and whether batches need a second approver',
        response: { 200: paymentSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await readPaymentSettings(db, request.tenant.id) }),
  );

  app.put(
    '/billing/payment-settings',
    {
      config: billingPay,
      schema: {
        tags,
        summary: 'Changes the payment rules',
        body: updatePaymentSettingsBodySchema,
        response: { 200: paymentSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await updatePaymentSettings(db, request.tenant.id, request.body) }),
  );
};
