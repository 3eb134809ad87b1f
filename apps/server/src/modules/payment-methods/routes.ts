import {
  ErrorResponseSchema,
  idParamsSchema,
  listPaymentMethodsResponseSchema,
  paymentMethodBodySchema,
  paymentMethodEnabledBodySchema,
  paymentMethodResponseSchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, signedInUserOf, staffWith } from '../../plugins/route-config';
import { listPaymentMethods } from './repository';
import {
  type Actor,
  createPaymentMethod,
  deletePaymentMethod,
  editPaymentMethod,
  loadPaymentMethod,
  setPaymentMethodEnabled,
} from './save-payment-method';

const tags = ['settings'];
const read = { auth: staffWith('settings.read') };
const write = { auth: staffWith('settings.write') };
const PATH = '/settings/payment-methods';

export const actorOf = (request: FastifyRequest): Actor => ({
  tenantId: request.tenant.id,
  userId: signedInUserOf(request).id,
});

/** setting/payment-method: the methods partners choose from, with their fields and minimum payout. */
export const paymentMethodRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    PATH,
    {
      config: read,
      schema: {
        tags,
        summary: 'The payment methods, oldest first, with how many partners chose each',
        response: { 200: listPaymentMethodsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listPaymentMethods(db, request.tenant.id) }),
  );

  app.post(
    PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a payment method',
        body: paymentMethodBodySchema,
        response: { 201: paymentMethodResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const id = await createPaymentMethod(db, actorOf(request), request.body);
      return reply.status(201).send({ data: await loadPaymentMethod(db, request.tenant.id, id) });
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit a payment method',
        params: idParamsSchema,
        body: paymentMethodBodySchema,
        response: { 200: paymentMethodResponseSchema, 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await editPaymentMethod(db, actorOf(request), request.params.id, request.body);
      return { data: await loadPaymentMethod(db, request.tenant.id, request.params.id) };
    },
  );

  app.put(
    `${PATH}/:id/enabled`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Enable or disable a payment method (partners who chose it keep their details)',
        params: idParamsSchema,
        body: paymentMethodEnabledBodySchema,
        response: { 200: paymentMethodResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await setPaymentMethodEnabled(db, actorOf(request), request.params.id, request.body.enabled);
      return { data: await loadPaymentMethod(db, request.tenant.id, request.params.id) };
    },
  );

  app.delete(
    `${PATH}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a payment method no partner chose (409 otherwise: disable it instead)',
        params: idParamsSchema,
        response: { 204: z.null(), 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await deletePaymentMethod(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
