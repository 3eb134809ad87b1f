// A network's general and company settings and its defaults for publishers and advertisers.

export { findCompanySettings, saveCompanySettings } from './company-settings';
export { savePartnerSettings, welcomeMessageOf } from './partner-settings';
export { networkSettingsRoutes } from './routes';
export { type SettingsActor, settingsActorOf } from './settings-actor';
