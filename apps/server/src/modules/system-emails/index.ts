// The system e-mails' templates, their placeholders and rendering (setting/system-email).

export { escapeHtml, type PlaceholderValues, renderSystemEmail } from './render-system-email';
export { systemEmailRoutes } from './routes';
export { createSystemMailer, type SystemMailer } from './send-system-email';
