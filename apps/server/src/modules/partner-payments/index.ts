export { partnerPaymentRoutes } from './routes';
