import type { RecordNoun } from '../../../components/record-gate';

export const CREATIVE_NOUN: RecordNoun = { singular: 'creative', plural: 'creatives' };
