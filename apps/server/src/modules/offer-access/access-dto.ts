import type { OfferAccess } from '@affnet/contracts';
import type { AccessRow } from './repository';

export function toOfferAccess({ access, offer, publisher, decider }: AccessRow): OfferAccess {
  return {
    id: access.id,
    offer,
    publisher: { id: publisher.id, company: publisher.company, email: publisher.email },
    status: access.status,
    reason: access.reason,
    answers: access.answers,
    termsAcceptedAt: access.termsAcceptedAt?.toISOString() ?? null,
    requestedAt: access.requestedAt?.toISOString() ?? null,
    decidedAt: access.decidedAt?.toISOString() ?? null,
    decidedBy: decider,
    createdAt: access.createdAt.toISOString(),
    updatedAt: access.updatedAt.toISOString(),
  };
}
