import type { FastifyRequest } from 'fastify';
import { signedInUserOf } from '../../plugins/route-config';

/** Who saves a settings page: their network, and themselves for the history. */
export type SettingsActor = { tenantId: string; userId: string };

export function settingsActorOf(request: FastifyRequest): SettingsActor {
  return { tenantId: request.tenant.id, userId: signedInUserOf(request).id };
}
