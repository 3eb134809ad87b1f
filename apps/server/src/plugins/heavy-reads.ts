import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/env';
import { AppError } from '../lib/app-error';
import { createHeavyReadGate, HeavyReadRefused } from '../lib/heavy-read-gate';
import { signedInUserOf } from './route-config';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs interfaces
  interface FastifyContextConfig {
    /** A report, export or dashboard: it waits for its turn at the heavy-read gate (docs/reports.md). */
    heavyRead?: boolean;
  }
}

type HeavyReadConfig = Pick<Config, 'reportConcurrency' | 'reportWaitMs'>;

/** A report screen asks for its table, chart and comparison at once: they wait for each other. */
const PER_USER_QUEUED = 3;
/** Past this many waiting, a request is refused at once rather than queued. */
const MAX_QUEUED = 100;

function secondsOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function refusalOf(refused: HeavyReadRefused): AppError {
  const seconds = secondsOf(refused.retryAfterMs);
  const wait = `${seconds} second${seconds === 1 ? '' : 's'}`;
  return new AppError(
    'RATE_LIMITED',
    refused.reason === 'user'
      ? `You already have reports or exports running. Try again in ${wait}, when one has finished.`
      : `The server is busy with other reports and exports. Try again in ${wait}.`,
  );
}

/**
 * Routes that declare `config.heavyRead` wait for a turn at the gate after authentication (the
 * limits are per user and network), and hold it until their answer is sent or the client goes
 * away: an export holds its turn while it streams. A client that leaves while waiting leaves the
 * queue. Refused: 429 with Retry-After and a sentence the screens show.
 */
export const heavyReadPlugin = fp(async (app, opts: { config: HeavyReadConfig }) => {
  const { reportConcurrency, reportWaitMs } = opts.config;
  const gate = createHeavyReadGate({
    ...reportConcurrency,
    perUserQueued: PER_USER_QUEUED,
    maxQueued: MAX_QUEUED,
    maxWaitMs: reportWaitMs,
  });
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config.heavyRead) return;
    const user = signedInUserOf(request);
    const gone = new AbortController();
    reply.raw.once('close', () =>
      gone.abort(new Error('the client went away while waiting for a heavy read')),
    );
    try {
      const release = await gate.enter({ network: request.tenant.id, user: user.id }, gone.signal);
      if (gone.signal.aborted) release();
      else reply.raw.once('close', release);
    } catch (error) {
      if (!(error instanceof HeavyReadRefused)) throw error;
      reply.header('retry-after', String(secondsOf(error.retryAfterMs)));
      throw refusalOf(error);
    }
  });
});
