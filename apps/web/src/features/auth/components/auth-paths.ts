/** Paths of the auth screens (spec §2, group /auth). */
export const AUTH_PATHS = {
  login: '/auth/login',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  publisherRegister: '/auth/publisher/register',
  advertiserRegister: '/auth/advertiser/register',
} as const;
