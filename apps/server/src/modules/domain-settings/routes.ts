import {
  addDomainBodySchema,
  dataEnvelope,
  domainCheckResponseSchema,
  domainSettingsResponseSchema,
  domainVerificationResponseSchema,
  idParamsSchema,
  NetworkDomainSchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { DOMAIN_CHECK_LIMITS } from '../../plugins/rate-limit';
import { ERROR_RESPONSES, staffWith } from '../../plugins/route-config';
import { settingsActorOf } from '../network-settings/index';
import { checkDomain, dnsRecordOf, pendingCheckOf } from './check-domain';
import { addDomain, makeDefaultTrackingDomain, removeDomain } from './domain-changes';
import { createDomainDns } from './domain-dns';
import { findDomain, listDomains, toNetworkDomain } from './domain-repository';
import { verifyDomain } from './verify-domain';

const tags = ['settings'];
const read = { auth: staffWith('settings.read') };
const write = { auth: staffWith('settings.write') };
const domainResponse = dataEnvelope(NetworkDomainSchema);

/**
 * `setting/domain`: the panel and tracking domains, the DNS record they need, their verification
 * and a reachability check. Verify and check make the server ask DNS and call out, so they need
 * `settings.write` and share the domain-check rate limit.
 */
export const domainSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const dns = createDomainDns(config.domainDnsServers);
  app.get(
    '/settings/domain',
    {
      config: read,
      schema: {
        tags,
        summary: "The network's panel and tracking domains and the DNS record each needs",
        response: { 200: domainSettingsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: {
        domains: (await listDomains(db, request.tenant.id)).map(toNetworkDomain),
        dnsRecord: dnsRecordOf(config),
      },
    }),
  );
  app.post(
    '/settings/domains',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Add a panel or tracking domain (unique across networks), pending until verified; not an address or the server’s own host',
        body: addDomainBodySchema,
        response: { 201: domainResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addDomain(deps, settingsActorOf(request), request.body) }),
  );
  app.delete(
    '/settings/domains/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a domain (not the only panel domain)',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES, 409: ERROR_RESPONSES[422] },
      },
    },
    async (request, reply) => {
      await removeDomain(deps, settingsActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/settings/domains/:id/default',
    {
      config: write,
      schema: {
        tags,
        summary: 'Make a tracking domain the one new tracking links use',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES, 409: ERROR_RESPONSES[422] },
      },
    },
    async (request, reply) => {
      await makeDefaultTrackingDomain(db, settingsActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/settings/domains/:id/verify',
    {
      config: { ...write, rateLimit: DOMAIN_CHECK_LIMITS },
      schema: {
        tags,
        summary: 'Verify a pending domain by its TXT record; verified, it routes to this network',
        params: idParamsSchema,
        response: { 200: domainVerificationResponseSchema, ...ERROR_RESPONSES, 409: ERROR_RESPONSES[422] },
      },
    },
    async (request) => {
      const verification = await verifyDomain({ ...deps, dns }, settingsActorOf(request), request.params.id);
      // Tracking routes find hosts in the engine's memory: it knows the domain before this answers.
      if (verification.verified) await app.clickEngine.state.sync();
      return { data: verification };
    },
  );
  app.post(
    '/settings/domains/:id/check',
    {
      config: { ...write, rateLimit: DOMAIN_CHECK_LIMITS },
      schema: {
        tags,
        summary: 'Check that a verified domain resolves to a public address and reaches this network',
        params: idParamsSchema,
        response: { 200: domainCheckResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const domain = await findDomain(db, request.tenant.id, request.params.id);
      if (!domain) throw new AppError('NOT_FOUND', 'Domain not found.');
      if (!domain.verifiedAt) return { data: pendingCheckOf(domain.host) };
      // The check path answers from the tracking engine's memory: bring it up to date first.
      await app.clickEngine.state.sync();
      return { data: await checkDomain({ config, dns }, request.tenant.id, domain.host) };
    },
  );
};
