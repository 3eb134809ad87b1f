export { INVITATION_TTL_DAYS, inviteUser, type MailContext, notifyApproved } from './invite-user';
export { trustedOrigin } from './link-origin';
export { revokeUserSessions } from './session-repository';
