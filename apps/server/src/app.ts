import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { serializeRequest } from './lib/request-log';
import { accountSettingsRoutes } from './modules/account-settings/index';
import { advertiserBillingRoutes } from './modules/advertiser-billing/index';
import { advertiserCreditRoutes, ownCreditRoutes } from './modules/advertiser-credit/index';
import { advertiserOfferRoutes } from './modules/advertiser-offers/index';
import { appRoutes } from './modules/app/index';
import { authRoutes, createSessionLookup } from './modules/auth/index';
import { capPacingRoutes } from './modules/cap-pacing/index';
import { clickPreviewRoutes } from './modules/click-preview/index';
import { conversionRoutes } from './modules/conversions/index';
import { creativeRoutes } from './modules/creatives/index';
import { currencySettingRoutes } from './modules/currency-settings/index';
import { dashboardRoutes } from './modules/dashboard/index';
import { domainSettingsRoutes } from './modules/domain-settings/index';
import { fileRoutes } from './modules/files/index';
import { integrationKeyRoutes } from './modules/integration-keys/index';
import { invoiceTaxRoutes } from './modules/invoice-tax/index';
import {
  advertiserInvoiceRoutes,
  invoiceRunSettingsRoutes,
  payoutRequestRoutes,
  publisherBalanceRoutes,
  publisherInvoiceRoutes,
  selfBillingRoutes,
  staffInvoiceRoutes,
} from './modules/invoices/index';
import { networkSettingsRoutes } from './modules/network-settings/index';
import { offerAccessRoutes } from './modules/offer-access/index';
import { offerCatalogRoutes } from './modules/offer-catalog/index';
import { offerCategoryRoutes } from './modules/offer-categories/index';
import { offerChangesRoutes } from './modules/offer-changes/index';
import { offerRoutes } from './modules/offers/index';
import { partnerPaymentRoutes } from './modules/partner-payments/index';
import { advertiserRoutes, publisherRoutes, registrationRoutes } from './modules/partners/index';
import { paymentBatchRoutes } from './modules/payment-batches/index';
import { paymentMethodRoutes } from './modules/payment-methods/index';
import { publisherPostbackRoutes, staffPostbackRoutes } from './modules/publisher-postbacks/index';
import { registrationFormRoutes } from './modules/registration-form/index';
import { reportColumnRoutes } from './modules/report-columns/index';
import { reportRowRoutes } from './modules/report-rows/index';
import { reportRoutes } from './modules/reports/index';
import { settingHistoryRoutes } from './modules/settings-history/index';
import { smtpSettingsRoutes } from './modules/smtp-settings/index';
import { systemEmailRoutes } from './modules/system-emails/index';
import { employeeRoutes, roleRoutes } from './modules/team/index';
import { testConversionRoutes } from './modules/test-conversions/index';
import { trackingLinkRoutes } from './modules/tracking-links/index';
import { authPlugin } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { formBodyPlugin } from './plugins/form-body';
import { heavyReadPlugin } from './plugins/heavy-reads';
import { nulBytePlugin } from './plugins/nul-bytes';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';
import { tenantPlugin } from './plugins/tenant';
import type { CapCounters, ClickPipeline, ClickSink, Random } from './tracking/index';
import {
  attributionsFromMemoryFirst,
  type ClickEngine,
  createClickFinder,
  createConversionRecorder,
  createFrontDoorServer,
  createRefusalBudget,
  createTrackingContext,
  registerTrackingRoutes,
  startClickEngine,
} from './tracking/index';

export type BuildAppOptions = AppDeps & {
  /**
   * The click writer, cap counters and journal (tracking/writer), started by server.ts and
   * stopped after the app closes; absent in tests that do not click.
   */
  clicks?: ClickPipeline;
  /** Fastify logger options; tests pass false (or a capturing stream). */
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web client (off in API tests). */
  serveWeb?: boolean;
  /** Where decided clicks go to be written (the click writer builds it). */
  clickSink?: ClickSink;
  /** Click-cap admission between syncs; in-process counters when left out. */
  capCounters?: CapCounters;
  /** Landing-page rotation and weighted fallbacks; tests pass a seeded one. */
  clickRandom?: Random;
  /** How often the click engine reads the change feed (a second unless a test needs it quiet). */
  trackingPollMs?: number;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs interfaces
  interface FastifyInstance {
    /** The click engine: its in-memory state (tests `sync` it after writing rows), caps and codecs. */
    clickEngine: ClickEngine;
  }
}

const TIMEOUTS = { connectionTimeout: 30_000, requestTimeout: 60_000, keepAliveTimeout: 72_000 };

/**
 * Assembles the whole server without listening (STYLE rule 7): the tracking context in front
 * (src/tracking, on the raw request) and the panel behind it (this Fastify instance: API, docs,
 * web client). `app.inject` reaches the panel only; the tracking context answers real HTTP.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const {
    logger = { level: options.config.logLevel },
    serveWeb = true,
    clickSink,
    capCounters,
    clickRandom,
    trackingPollMs,
    clicks,
    ...deps
  } = options;
  const engine = await startClickEngine({
    db: deps.db,
    config: deps.config,
    // server.ts passes the click pipeline (writer and shared cap counters); tests may pass their own.
    clickSink: clickSink ?? clicks?.writer,
    capCounters: capCounters ?? clicks?.capCounters,
    random: clickRandom,
    pollMs: trackingPollMs,
    files: deps.files,
    onError: (error) => app.log.error({ err: error }, 'tracking state refresh failed'),
    onAnswerError: (error) => app.log.error({ err: error }, 'tracking request failed'),
  });
  const tracking = createTrackingContext({
    // From memory: the hot path makes no database call to find its tenant.
    tenants: { resolve: engine.state.resolveHost },
    trustProxy: options.config.trustProxy,
    log: () => app.log,
  });
  const app = Fastify({
    // Request lines go through serializeRequest, which keeps tokens in page URLs out of the logs.
    logger: logger && { ...(logger === true ? {} : logger), serializers: { req: serializeRequest } },
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...TIMEOUTS,
    serverFactory: (panel) => createFrontDoorServer(tracking, panel, TIMEOUTS),
  }).withTypeProvider<ZodTypeProvider>();
  const refusals = createRefusalBudget(deps.db);
  registerTrackingRoutes(tracking, {
    clicks: engine,
    conversions: {
      db: deps.db,
      events: deps.events,
      clickIds: async () => engine.clickIds,
      // A conversion may arrive before its click is written: the engine remembers recent clicks.
      recentClicks: engine.recentClicks,
      // Lookups of clicks no longer in memory that arrive together share a statement.
      findClick: createClickFinder(deps.events, engine.recentClicks),
      // The engine already holds every offer, publisher and advertiser: no query per conversion for them.
      attributions: attributionsFromMemoryFirst((tenantId) => engine.state.tenantState(tenantId), deps.db),
      // Conversions arriving together share a transaction (group commit).
      record: createConversionRecorder(deps),
      // A source flooding refused calls gets a log row per refusal up to a budget, then one counting the rest.
      refusals,
      log: () => app.log,
    },
  });
  app.decorate('clickEngine', engine);
  app.addHook('onClose', () => engine.stop());
  app.addHook('onClose', () => refusals.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(securityHeadersPlugin);
  await app.register(tenantPlugin, { resolver: deps.tenants });
  await app.register(authPlugin, { sessions: createSessionLookup(deps.db) });
  await app.register(rateLimitPlugin);
  await app.register(heavyReadPlugin, { config: deps.config });
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
      await api.register(offerChangesRoutes, deps);
      await api.register(advertiserOfferRoutes, deps);
      await api.register(reportRoutes, deps);
      await api.register(reportColumnRoutes, deps);
      await api.register(staffPostbackRoutes, deps);
      await api.register(publisherPostbackRoutes, deps);
      await api.register(conversionRoutes, deps);
      await api.register(clickPreviewRoutes, deps);
      await api.register(testConversionRoutes, deps);
      await api.register(trackingLinkRoutes, deps);
      await api.register(capPacingRoutes, deps);
      await api.register(dashboardRoutes, deps);
      await api.register(settingHistoryRoutes, deps);
      await api.register(registrationFormRoutes, deps);
      await api.register(reportRowRoutes, deps);
      await api.register(smtpSettingsRoutes, deps);
      await api.register(systemEmailRoutes, deps);
      await api.register(paymentMethodRoutes, deps);
      await api.register(partnerPaymentRoutes, deps);
      await api.register(advertiserBillingRoutes, deps);
      await api.register(currencySettingRoutes, deps);
      await api.register(invoiceTaxRoutes, deps);
      await api.register(staffInvoiceRoutes, deps);
      await api.register(invoiceRunSettingsRoutes, deps);
      await api.register(publisherBalanceRoutes, deps);
      await api.register(advertiserCreditRoutes, deps);
      await api.register(paymentBatchRoutes, deps);
      await api.register(publisherInvoiceRoutes, deps);
      await api.register(payoutRequestRoutes, deps);
      await api.register(selfBillingRoutes, deps);
      await api.register(advertiserInvoiceRoutes, deps);
      await api.register(ownCreditRoutes, deps);
      await api.register(integrationKeyRoutes, deps);
      await api.register(networkSettingsRoutes, deps);
      await api.register(accountSettingsRoutes, deps);
      await api.register(domainSettingsRoutes, deps);
      await api.register(roleRoutes, deps);
      await api.register(employeeRoutes, deps);
    },
    { prefix: '/api/v1' },
  );
  if (serveWeb) await app.register(spaPlugin, { distDir: deps.config.webDistDir });
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found.' }));
  return app;
}
