import {
  addCurrencyBodySchema,
  currencyCodeParamsSchema,
  currencySettingsResponseSchema,
  ErrorResponseSchema,
  exchangeRateBodySchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { actorOf } from '../payment-methods/index';
import { loadCurrencySettings } from './repository';
import { addCurrency, addRate, type CurrencyActor, disableCurrency } from './save-currency';

const tags = ['settings'];
const read = { auth: staffWith('settings.read') };
const write = { auth: staffWith('settings.write') };
const PATH = '/settings/currencies';

const currencyActorOf = (request: FastifyRequest): CurrencyActor => ({
  ...actorOf(request),
  defaultCurrency: request.tenant.defaultCurrency,
});

/** setting/currency: enabled currencies and their dated exchange rates against the default one. */
export const currencySettingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const settingsOf = async (request: FastifyRequest) => ({
    data: await loadCurrencySettings(db, request.tenant),
  });

  app.get(
    PATH,
    {
      config: read,
      schema: {
        tags,
        summary: 'The default currency, the enabled ones, and every rate entered',
        response: { 200: currencySettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    settingsOf,
  );

  app.post(
    PATH,
    {
      config: write,
      schema: {
        tags,
        summary: 'Enable a currency with its first rate',
        body: addCurrencyBodySchema,
        response: { 201: currencySettingsResponseSchema, 409: ErrorResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await addCurrency(db, currencyActorOf(request), request.body);
      return reply.status(201).send(await settingsOf(request));
    },
  );

  app.post(
    `${PATH}/:code/rates`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Set a rate from a day on (the same day again replaces its rate)',
        params: currencyCodeParamsSchema,
        body: exchangeRateBodySchema,
        response: { 200: currencySettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await addRate(db, currencyActorOf(request), request.params.code, request.body);
      return settingsOf(request);
    },
  );

  app.delete(
    `${PATH}/:code`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Disable a currency (its rates are kept)',
        params: currencyCodeParamsSchema,
        response: { 200: currencySettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await disableCurrency(db, currencyActorOf(request), request.params.code);
      return settingsOf(request);
    },
  );
};
