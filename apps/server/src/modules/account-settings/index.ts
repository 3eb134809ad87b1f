// A partner's own account (setting/account): profile, password, an advertiser's postback token and
// IP allowlist.

export { accountSettingsRoutes } from './routes';
