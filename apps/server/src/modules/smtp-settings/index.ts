// A network's own SMTP server (setting/smtp) and the mailer that uses it.

export { type NetworkSmtp, networkSmtpOf } from './network-smtp';
export { smtpSettingsRoutes } from './routes';
export { pinSmtpDestination } from './smtp-destination';
