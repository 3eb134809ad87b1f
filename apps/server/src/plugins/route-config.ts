import { ErrorResponseSchema, type Permission, type UserRole } from '@affnet/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AuthenticatedUser } from './request-context';

/** The error answers most routes can give, for the OpenAPI document and the serializer. */
export const ERROR_RESPONSES = {
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  422: ErrorResponseSchema,
};

/** Admins, and employees whose role holds `permission`. */
/** A download's media types (route config `file`), for the OpenAPI document's 200 answer. */
export const CSV_FILE = ['text/csv'] as const;
export const PDF_FILE = ['application/pdf'] as const;

export const staffWith = (permission: Permission) => ({ roles: ['admin', 'employee'], permission }) as const;

/** One partner role: their data is scoped by owner, not by permission. */
export const roleOnly = (role: Extract<UserRole, 'publisher' | 'advertiser'>) => ({ roles: [role] }) as const;

/** The signed-in user of a route that declared roles (the auth hook has already checked them). */
export function signedInUserOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return request.auth.user;
}
