export { createInvitation, INVITATION_TTL_DAYS, type MailContext, notifyApproved } from './invite-user';
export { trustedOrigin } from './link-origin';
export { expirePasswordResets } from './reset-repository';
export { revokeUserSessions } from './session-repository';
