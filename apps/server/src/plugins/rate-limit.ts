import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { type AttemptStore, clientNetworkOf, createMemoryAttemptStore } from '../lib/attempt-store';
import { signedInUserOf } from './route-config';

/**
 * One limit of a route: at most `max` counted attempts per key within `windowMs`. By default every
 * request counts. With `onSuccess`, only failures do: an answer below 400 takes its own attempt back
 * (`refund`) or forgets the key's attempts altogether (`clear`).
 */
export type AttemptLimit = {
  /** Keeps the keys of different limits apart. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted, read after validation (so the body's e-mail can be part of it). */
  key: (request: FastifyRequest) => string;
  onSuccess?: 'refund' | 'clear';
  /** What the 429 says there were too many of ("Too many domain checks."); attempts by default. */
  what?: string;
};

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs interfaces
  interface FastifyContextConfig {
    /** The route's rate limits; a request over any of them answers 429 with Retry-After. */
    rateLimit?: readonly AttemptLimit[];
  }
}

const MINUTE = 60_000;

/** The client's address (or IPv6 /64), across every tenant and account. */
export const byClient = (request: FastifyRequest) => clientNetworkOf(request.ip);

/** One e-mail of one tenant, as the body gives it (validated and lower-cased by then). */
export function byAccount(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.tenant.id}|${typeof email === 'string' ? email : ''}`;
}

/**
 * Sign-in: 30 failed attempts per client address in 15 minutes whatever the accounts (one address
 * trying many accounts), and 10 failed attempts per account from one address. Successes do not
 * count, so an office behind one address and an admin who signs in often are never locked out;
 * a success forgets the account's failures. The account limit is per address on purpose: a
 * limit across addresses would let anyone lock a known e-mail out by failing on purpose.
 */
export const LOGIN_LIMITS: readonly AttemptLimit[] = [
  { name: 'login-client', max: 30, windowMs: 15 * MINUTE, key: byClient, onSuccess: 'refund' },
  {
    name: 'login-account',
    max: 10,
    windowMs: 15 * MINUTE,
    key: (request) => `${byClient(request)}|${byAccount(request)}`,
    onSuccess: 'clear',
  },
];

/** Reset e-mails: 5 per address in 15 minutes from anywhere (no mail-bombing), 10 per client. */
export const FORGOT_PASSWORD_LIMITS: readonly AttemptLimit[] = [
  { name: 'forgot-client', max: 10, windowMs: 15 * MINUTE, key: byClient },
  { name: 'forgot-account', max: 5, windowMs: 15 * MINUTE, key: byAccount },
];

/** Setting a password from a link: the token cannot be guessed; this bounds the hashing work. */
export const RESET_PASSWORD_LIMITS: readonly AttemptLimit[] = [
  { name: 'reset-client', max: 20, windowMs: 15 * MINUTE, key: byClient },
];

/** One signed-in user of one tenant (the route's auth has run by then: preHandler follows onRequest). */
export const byTenantUser = (request: FastifyRequest) => `${request.tenant.id}|${signedInUserOf(request).id}`;

/**
 * Domain reachability checks (setting/domain): each resolves a name and calls the host it points
 * at, so one user (or a stolen session) may not make the server hammer hosts. 10 a minute per
 * user is more than anyone clicking "Check" after a DNS change needs.
 */
export const DOMAIN_CHECK_LIMITS: readonly AttemptLimit[] = [
  { name: 'domain-check-user', max: 10, windowMs: MINUTE, key: byTenantUser, what: 'domain checks' },
];

/**
 * SMTP test sends (setting/smtp): each opens a connection to the host typed (any host the
 * operator allows) and may send a message. 5 a minute per user: enough to fix a typo and retry.
 */
export const SMTP_TEST_LIMITS: readonly AttemptLimit[] = [
  { name: 'smtp-test-user', max: 5, windowMs: MINUTE, key: byTenantUser, what: 'test e-mails' },
];

/** Public sign-ups: 20 per client address an hour (a meetup on one Wi-Fi still gets through). */
export const SIGN_UP_LIMITS: readonly AttemptLimit[] = [
  { name: 'sign-up-client', max: 20, windowMs: 60 * MINUTE, key: byClient },
];

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

type Counted = { limit: AttemptLimit; key: string };

/**
 * Applies `config.rateLimit` in preHandler, after validation: a malformed request is refused
 * before it costs an attempt, and the limits can read the validated body. Attempts are counted
 * before the handler runs, so parallel requests cannot all slip under a limit.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { store?: AttemptStore }) => {
  const store = opts.store ?? createMemoryAttemptStore();
  const counted = new WeakMap<FastifyRequest, Counted[]>();

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const limits = request.routeOptions.config.rateLimit;
    if (!limits?.length) return;
    const entries = limits.map((limit) => ({ limit, key: `${limit.name}|${limit.key(request)}` }));
    let retryAt = 0;
    let what = 'attempts';
    for (const { limit, key } of entries) {
      const window = await store.add(key, limit.windowMs);
      if (window.count > limit.max && window.resetAt > retryAt) {
        retryAt = window.resetAt;
        what = limit.what ?? 'attempts';
      }
    }
    if (retryAt > 0) {
      // A refused request is not an attempt: it must not count towards the other limits.
      for (const { key } of entries) await store.remove(key);
      const wait = retryAt - Date.now();
      reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
      throw new AppError('RATE_LIMITED', `Too many ${what}. Try again in ${waitText(wait)}.`);
    }
    counted.set(request, entries);
  });

  app.addHook('onResponse', async (request, reply) => {
    const entries = counted.get(request);
    if (!entries || reply.statusCode >= 400) return;
    for (const { limit, key } of entries) {
      if (limit.onSuccess === 'refund') await store.remove(key);
      if (limit.onSuccess === 'clear') await store.clear(key);
    }
  });
});
