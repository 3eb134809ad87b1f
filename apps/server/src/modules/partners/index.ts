export { createPartnerAccount, type PartnerAccountInput } from './create-partner-account';
