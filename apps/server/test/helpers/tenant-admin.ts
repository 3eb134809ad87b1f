import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { seedTenant } from './factories';
import { signedIn } from './partners';

/** A fresh tenant (its own hosts, nothing shared) and its admin, signed in through the real login. */
export async function adminOfNewTenant(app: FastifyInstance, db: Database) {
  const tenant = await seedTenant(db);
  const { user, headers } = await signedIn(app, db, tenant);
  return { tenant, user, headers };
}
