import {
  idParamsSchema,
  invoiceSettingsBodySchema,
  invoiceSettingsResponseSchema,
  listTaxRatesResponseSchema,
  taxRateBodySchema,
  taxRateResponseSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { actorOf } from '../payment-methods/index';
import { listTaxRates, loadInvoiceSettings } from './repository';
import {
  createTaxRate,
  deleteTaxRate,
  editTaxRate,
  loadTaxRate,
  saveInvoiceSettings,
} from './save-invoice-tax';

const tags = ['settings'];
const read = { auth: staffWith('settings.read') };
const write = { auth: staffWith('settings.write') };
const TAX = '/settings/tax-rates';
const INVOICE = '/settings/invoice';

/** setting/invoice-tax: tax rates, and invoice numbering, terms, footer and notes. */
export const invoiceTaxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    TAX,
    {
      config: read,
      schema: {
        tags,
        summary: 'The tax rates',
        response: { 200: listTaxRatesResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listTaxRates(db, request.tenant.id) }),
  );

  app.post(
    TAX,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a tax rate',
        body: taxRateBodySchema,
        response: { 201: taxRateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await createTaxRate(db, actorOf(request), request.body);
      return reply.status(201).send({ data: await loadTaxRate(db, request.tenant.id, id) });
    },
  );

  app.put(
    `${TAX}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit a tax rate',
        params: idParamsSchema,
        body: taxRateBodySchema,
        response: { 200: taxRateResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await editTaxRate(db, actorOf(request), request.params.id, request.body);
      return { data: await loadTaxRate(db, request.tenant.id, request.params.id) };
    },
  );

  app.delete(
    `${TAX}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a tax rate',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await deleteTaxRate(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    INVOICE,
    {
      config: read,
      schema: {
        tags,
        summary: 'Invoice numbering, terms and texts, with the next number as printed',
        response: { 200: invoiceSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await loadInvoiceSettings(db, request.tenant.id) }),
  );

  app.put(
    INVOICE,
    {
      config: write,
      schema: {
        tags,
        summary: 'Save invoice numbering, terms and texts',
        body: invoiceSettingsBodySchema,
        response: { 200: invoiceSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await saveInvoiceSettings(db, actorOf(request), request.body);
      return { data: await loadInvoiceSettings(db, request.tenant.id) };
    },
  );
};
