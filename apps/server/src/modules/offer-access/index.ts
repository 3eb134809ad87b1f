export { grantAccess } from './grant-access';
export { decideAccess, insertAccessRequest } from './repository';
