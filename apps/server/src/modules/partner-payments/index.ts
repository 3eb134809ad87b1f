// A partner's payout details and the history of their changes.

export { findPartnerPayment } from './repository';
export { partnerPaymentRoutes } from './routes';
export { savePartnerPayment } from './save-partner-payment';
