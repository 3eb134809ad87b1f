// Who changed which setting when, for each settings area's history card.

export { diffSettings, type SettingValues } from './diff-settings';
export { recordSettingChange, type SettingChangeEntry } from './record-setting-change';
export { settingHistoryRoutes } from './routes';
