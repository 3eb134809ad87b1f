import type { PublisherOffer, RequestOfferAccessBody } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { findCatalogOffer, getPublisherOffer } from '../offer-catalog/index';
import { type AccessRequest, insertAccessRequest, reopenAccessRequest } from './repository';

type AskedOffer = { approvalQuestions: string[]; terms: string | null };

/** One non-blank answer per question (extra answers are dropped), and the terms accepted if any. */
function requestOf(offer: AskedOffer, body: RequestOfferAccessBody, now: Date): AccessRequest {
  const errors: FieldErrors = {};
  const answers = offer.approvalQuestions.map((question, index) => {
    const answer = body.answers[index]?.trim() ?? '';
    if (!answer) errors[`answers.${index}`] = ['Answer this question'];
    return { question, answer };
  });
  const hasTerms = Boolean(offer.terms?.trim());
  if (hasTerms && !body.acceptTerms) errors.acceptTerms = ['Accept the terms to request this offer'];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'The form has errors.', errors);
  return { answers, termsAcceptedAt: hasTerms ? now : null, requestedAt: now };
}

const ALREADY_REQUESTED = 'You have already requested this offer. We will e-mail you once it is decided.';

/**
 * A publisher asks to run an approval offer: a first request, or a rejected one asked again.
 * Public offers need no request; private offers and offers they cannot see are 404.
 */
export async function requestOfferAccess(
  db: Database,
  tenantId: string,
  publisherId: string,
  offerId: string,
  body: RequestOfferAccessBody,
): Promise<PublisherOffer> {
  const row = await findCatalogOffer(db, tenantId, publisherId, offerId);
  const { visibility } = row?.offer ?? {};
  if (!row || visibility === 'private' || (visibility === 'public' && !row.visible)) {
    throw new AppError('NOT_FOUND', 'Offer not found.');
  }
  if (visibility === 'public') {
    throw new AppError('CONFLICT', 'This offer is public: you can run it without requesting access.');
  }
  if (row.accessStatus === 'blocked') throw new AppError('FORBIDDEN', 'You cannot request this offer.');
  if (row.accessStatus === 'pending') throw new AppError('CONFLICT', ALREADY_REQUESTED);
  if (row.accessStatus === 'approved') {
    throw new AppError('CONFLICT', 'You are already approved for this offer.');
  }
  const request = requestOf(row.offer, body, new Date());
  const saved =
    row.accessStatus === 'rejected'
      ? await reopenAccessRequest(db, tenantId, offerId, publisherId, request)
      : await insertAccessRequest(db, tenantId, offerId, publisherId, request);
  // Another request of theirs won the race (two tabs, a double click).
  if (!saved) throw new AppError('CONFLICT', ALREADY_REQUESTED);
  return getPublisherOffer(db, tenantId, publisherId, offerId);
}
