// The payment methods a network offers its partners (setting/payment-method).

export { findPaymentMethod, insertPaymentMethod, listPaymentMethods } from './repository';
export { actorOf, paymentMethodRoutes } from './routes';
export { type Actor, createPaymentMethod } from './save-payment-method';
