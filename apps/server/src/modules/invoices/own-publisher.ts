import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { signedInUserOf } from '../../plugins/route-config';
import { partnerIdOfUser } from '../offer-catalog/index';

/** The signed-in publisher a publisher's own money route acts for: its network, itself and its user. */
export async function ownPublisherOf(db: Database, request: FastifyRequest) {
  const userId = signedInUserOf(request).id;
  const publisherId = await partnerIdOfUser(db, request.tenant.id, userId, 'publisher');
  return { tenantId: request.tenant.id, publisherId, userId };
}
