import { z } from 'zod';
import { formArray } from '../common';
import { optionalText } from '../values';
import { OFFER_VISIBILITIES } from './offer-constants';

export const APPROVAL_QUESTIONS_MAX = 10;
export const OfferVisibilitySchema = z.enum(OFFER_VISIBILITIES, { error: 'Choose who may see the offer' });

const questionSchema = z
  .string()
  .trim()
  .min(1, 'A question may not be blank')
  .max(300, 'A question is at most 300 characters');

/**
 * The permission tab: who sees the offer, what an approval request asks, and the terms a
 * publisher accepts with it. The per-publisher access list has its own endpoints (offer access).
 */
export const offerPermissionFields = {
  visibility: OfferVisibilitySchema.default('approval'),
  approvalQuestions: formArray(questionSchema).refine(
    (questions) => questions.length <= APPROVAL_QUESTIONS_MAX,
    `At most ${APPROVAL_QUESTIONS_MAX} questions`,
  ),
  terms: optionalText(20_000),
};

export const offerPermissionSectionSchema = z.object(offerPermissionFields);
export type OfferPermissionSection = z.output<typeof offerPermissionSectionSchema>;
