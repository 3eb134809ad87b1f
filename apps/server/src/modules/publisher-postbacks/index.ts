// Publishers' postbacks: staff's and the publisher's own routes, the delivery worker and its log.

export { RETRY_DELAYS_MS } from './delivery/delivery-attempt';
export { createDeliveryWorker, type DeliveryWorker } from './delivery/delivery-worker';
export { isRefusedAddress } from './delivery/destination-guard';
export { signPostback } from './delivery/signature';
export { postbackSecretsOf } from './postback-secret';
export { publisherPostbackRoutes } from './routes/publisher-routes';
export { staffPostbackRoutes } from './routes/staff-routes';
export { createPostback } from './save-postback';
