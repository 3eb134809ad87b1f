import {
  ErrorResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBodySchema,
  getMeResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
} from '@affnet/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { FORGOT_PASSWORD_LIMITS, LOGIN_LIMITS, RESET_PASSWORD_LIMITS } from '../../plugins/rate-limit';
import { createSystemMailer } from '../system-emails/index';
import { requestPasswordReset } from './forgot-password';
import { trustedOrigin } from './link-origin';
import { login } from './login';
import { resetPassword } from './reset-password';
import { revokeSession } from './session-repository';
import { toSessionUser } from './session-user';

const SIGNED_IN = { roles: ['admin', 'publisher', 'advertiser', 'employee'] } as const;
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, mailer } = deps;
  const mail = createSystemMailer({ db, mailer, config });
  app.post(
    '/auth/login',
    {
      config: { auth: 'public', rateLimit: LOGIN_LIMITS },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const context = {
        tenantId: request.tenant.id,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      };
      return { data: await login(db, request.body, context) };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Sign out (revokes the token)',
        response: { 204: z.null(), 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await revokeSession(db, request.auth.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      config: { auth: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: getMeResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
      return { data: toSessionUser(request.auth.user) };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { auth: 'public', rateLimit: FORGOT_PASSWORD_LIMITS },
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link',
        body: forgotPasswordBodySchema,
        response: { 202: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const origin = trustedOrigin(request, config.publicUrl, config.port);
      await requestPasswordReset(db, request.body.email, {
        tenant: request.tenant,
        origin,
        mail,
        log: request.log,
      });
      return reply.status(202).send({ data: { message: FORGOT_PASSWORD_MESSAGE } });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: 'public', rateLimit: RESET_PASSWORD_LIMITS },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await resetPassword(db, request.tenant.id, request.body);
      return { data: { message: 'Your password has been changed. You can sign in with it now.' } };
    },
  );
};
