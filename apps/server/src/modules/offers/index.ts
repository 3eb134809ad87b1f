export {
  type PayoutOverrideRow,
  type PayoutParts,
  type PayoutQuestion,
  type ResolvedPayoutParts,
  resolvePayout,
} from './payout-resolution';
