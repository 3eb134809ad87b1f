import {
  accountProfileResponseSchema,
  changePasswordBodySchema,
  conversionSecurityResponseSchema,
  messageResponseSchema,
  updateAccountProfileBodySchema,
  updateIpAllowlistBodySchema,
} from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../lib/app-error';
import { ERROR_RESPONSES, roleOnly } from '../../plugins/route-config';
import { findAccountProfile, updateAccountProfile } from './account-profile';
import { changePassword } from './change-password';
import {
  findConversionSecurity,
  rotateOwnConversionToken,
  updateOwnIpAllowlist,
} from './conversion-security';

/** Each partner edits only their own account: no permission, their role and their session. */
const ownAccount = { auth: { roles: ['publisher', 'advertiser'] } } as const;
/** The conversion token and IP allowlist are an advertiser's only. */
const ownAdvertiserAccount = { auth: roleOnly('advertiser') };
const tags = ['account'];

function sessionOf(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return { tenantId: request.tenant.id, userId: request.auth.user.id, sessionId: request.auth.sessionId };
}

/**
 * Publisher and advertiser `setting/account`: profile, contact, time zone and password; the
 * advertiser's conversion token and postback IP allowlist.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/account',
    {
      config: ownAccount,
      schema: {
        tags,
        summary: "The signed-in partner's profile and contact details",
        response: { 200: accountProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      return { data: await findAccountProfile(db, tenantId, userId) };
    },
  );
  app.put(
    '/account',
    {
      config: ownAccount,
      schema: {
        tags,
        summary: 'Save the signed-in partner’s name, contact details and time zone',
        body: updateAccountProfileBodySchema,
        response: { 200: accountProfileResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      return { data: await updateAccountProfile(db, tenantId, userId, request.body) };
    },
  );
  app.put(
    '/account/password',
    {
      config: ownAccount,
      schema: {
        tags,
        summary: 'Change the password (the current one required); other sessions end, this one stays',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await changePassword(db, sessionOf(request), request.body);
      return { data: { message: 'Your password has been changed. Other devices have been signed out.' } };
    },
  );

  app.get(
    '/advertiser/conversion-security',
    {
      config: ownAdvertiserAccount,
      schema: {
        tags,
        summary: 'The signed-in advertiser’s conversion token and postback IP allowlist',
        response: { 200: conversionSecurityResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await findConversionSecurity(db, sessionOf(request)) }),
  );
  app.post(
    '/advertiser/conversion-token',
    {
      config: ownAdvertiserAccount,
      schema: {
        tags,
        summary: 'Replace the signed-in advertiser’s conversion token; the old one stops working',
        response: { 200: conversionSecurityResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await rotateOwnConversionToken(db, sessionOf(request)) }),
  );
  app.put(
    '/advertiser/ip-allowlist',
    {
      config: ownAdvertiserAccount,
      schema: {
        tags,
        summary: 'Set the addresses the signed-in advertiser’s server postbacks may come from (empty: any)',
        body: updateIpAllowlistBodySchema,
        response: { 200: conversionSecurityResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await updateOwnIpAllowlist(db, sessionOf(request), request.body) }),
  );
};
