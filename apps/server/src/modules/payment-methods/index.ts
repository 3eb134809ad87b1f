export { findPaymentMethod, insertPaymentMethod, listPaymentMethods } from './repository';
export { actorOf, paymentMethodRoutes } from './routes';
export { type Actor, createPaymentMethod } from './save-payment-method';
