import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** Per route (`config.rateLimit`), after the body is parsed so the key can include the e-mail. */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many attempts. Try again in ${context.after}.`),
  });
});

/** Keyed by tenant, client address and the e-mail tried: slows guessing without locking out a shared office IP. */
export function rateLimitByIpAndEmail(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.tenant.id}|${request.ip}|${typeof email === 'string' ? email.toLowerCase() : ''}`;
    },
  };
}
