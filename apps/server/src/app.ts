import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
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
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { spaPlugin } from './plugins/spa';
import { tenantPlugin } from './plugins/tenant';

export type BuildAppOptions = AppDeps & {
  /** Fastify logger options; tests pass false. */
  logger?: boolean | { level: string; transport?: { target: string; options?: Record<string, unknown> } };
  /** Serve the built web client (off in API tests). */
  serveWeb?: boolean;
};

/** Assembles the whole server without listening (STYLE rule 7). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { logger = { level: options.config.logLevel }, serveWeb = true, ...deps } = options;
  const app = Fastify({
    logger,
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'], // blob: previews a chosen image before upload
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        // Networks may run on plain http (a LAN address); upgrading would break every asset.
        upgradeInsecureRequests: null,
      },
    },
    hsts: options.config.publicUrl?.startsWith('https://') ?? false,
  });
  await app.register(tenantPlugin, { resolver: deps.tenants });
  await app.register(authPlugin, { db: deps.db });
  await app.register(rateLimitPlugin);
  await app.register(formBodyPlugin);
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
