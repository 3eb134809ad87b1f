export { SaveSettingsButton, SettingsGate, SettingsPage } from './settings-page';
export { settingsKey, settingsQuery, useSaveSettings } from './settings-query';
