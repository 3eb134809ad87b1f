// Publishers' requests to run private offers, and staff's decisions on them.

export { changeAccessStatus } from './change-access-status';
export { grantAccess } from './grant-access';
export { listAccess } from './repository';
export { requestOfferAccess } from './request-access';
export { offerAccessRoutes } from './routes';
