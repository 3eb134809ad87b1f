export { createPartnerAccount, type PartnerAccountInput } from './create-partner-account';
export { ERROR_RESPONSES, staffWith } from './partner-routes';
