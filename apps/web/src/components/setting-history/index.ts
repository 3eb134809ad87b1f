export { SettingHistory } from './setting-history';
export { settingHistoryKey } from './setting-history-query';
