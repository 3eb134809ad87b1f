export { partnerPaymentRoutes } from './routes';
export { savePartnerPayment } from './save-partner-payment';
