import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { serializeRequest } from './lib/request-log';
import { advertiserOfferRoutes } from './modules/advertiser-offers/routes';
import { appRoutes } from './modules/app/routes';
import { authRoutes } from './modules/auth/routes';
import { creativeRoutes } from './modules/creatives/routes';
import { fileRoutes } from './modules/files/routes';
import { offerAccessRoutes } from './modules/offer-access/routes';
import { offerCatalogRoutes } from './modules/offer-catalog/routes';
import { offerCategoryRoutes } from './modules/offer-categories/routes';
import { offerRoutes } from './modules/offers/index';
import { registrationRoutes } from './modules/partners/registration-routes';
import { advertiserRoutes, publisherRoutes } from './modules/partners/routes';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { formBodyPlugin } from './plugins/form-body';
import { nulBytePlugin } from './plugins/nul-bytes';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { tenantPlugin } from './plugins/tenant';

export type BuildAppOptions = AppDeps & {
  /** Fastify logger options; tests pass false, or a stream to read the lines. */
  logger?:
    | boolean
    | {
        level: string;
        transport?: { target: string; options?: Record<string, unknown> };
        stream?: { write: (line: string) => void };
      };
  /** Serve the built web client (off in API tests). */
  serveWeb?: boolean;
};

/** Assembles the whole server without listening (STYLE rule 7). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = { level: options.config.logLevel }, serveWeb = true, ...deps } = options;
  const app = Fastify({
    // Request lines go through serializeRequest, which keeps tokens in page URLs out of the logs.
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: serializeRequest } },
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(securityHeadersPlugin);
  await app.register(tenantPlugin, { resolver: deps.tenants });
  await app.register(authPlugin, { db: deps.db });
  await app.register(rateLimitPlugin);
  await app.register(formBodyPlugin);
  await app.register(nulBytePlugin);
  await app.register(openApiPlugin);

  await app.register(
    async (api) => {
      api.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      await api.register(appRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(registrationRoutes, deps);
      await api.register(advertiserRoutes, deps);
      await api.register(publisherRoutes, deps);
      await api.register(fileRoutes, deps);
      await api.register(offerRoutes, deps);
      await api.register(offerCategoryRoutes, deps);
      await api.register(offerAccessRoutes, deps);
      await api.register(creativeRoutes, deps);
      await api.register(offerCatalogRoutes, deps);
      await api.register(advertiserOfferRoutes, deps);
    },
    { prefix: '/api/v1' },
  );
  if (serveWeb) await app.register(spaPlugin, { distDir: deps.config.webDistDir });
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));
  return app;
}
