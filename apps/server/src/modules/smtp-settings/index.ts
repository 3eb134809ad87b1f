export { type NetworkSmtp, networkSmtpOf } from './network-smtp';
export { smtpSettingsRoutes } from './routes';
export { pinSmtpDestination } from './smtp-destination';
