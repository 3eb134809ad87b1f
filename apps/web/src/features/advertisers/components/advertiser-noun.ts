import type { PartnerNoun } from '../../../components/partners/partner-types';

export const ADVERTISER_NOUN: PartnerNoun = { singular: 'advertiser', plural: 'advertisers' };
