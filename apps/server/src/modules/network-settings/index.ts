export { networkSettingsRoutes } from './routes';
export { type SettingsActor, settingsActorOf } from './settings-actor';
