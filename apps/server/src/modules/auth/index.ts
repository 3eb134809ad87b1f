// Signing in and out, sessions, password resets and invitations; the session lookup the auth plugin
// is handed.

export {
  createInvitation,
  INVITATION_TTL_DAYS,
  type MailContext,
  mailContextOf,
  notifyApproved,
} from './invite-user';
export { trustedOrigin } from './link-origin';
export { login } from './login';
export { expirePasswordResets } from './reset-repository';
export { authRoutes } from './routes';
export { createSessionLookup } from './session-lookup';
export { revokeUserSessions } from './session-repository';
