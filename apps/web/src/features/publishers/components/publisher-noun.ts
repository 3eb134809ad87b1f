import type { PartnerNoun } from '../../../components/partners/partner-types';

export const PUBLISHER_NOUN: PartnerNoun = { singular: 'publisher', plural: 'publishers' };
