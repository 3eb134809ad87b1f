import type { RegisterAdvertiserBody, RegisterPublisherBody, RegistrationResult } from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Tenant } from '../tenants/index';
import { createUser } from '../users/index';

type Registration =
  | { role: 'publisher'; body: RegisterPublisherBody }
  | { role: 'advertiser'; body: RegisterAdvertiserBody };

function isOpen(tenant: Tenant, role: Registration['role']): boolean {
  return role === 'publisher' ? tenant.publisherRegistrationOpen : tenant.advertiserRegistrationOpen;
}

function autoApproves(tenant: Tenant, role: Registration['role']): boolean {
  return role === 'publisher' ? tenant.autoApprovePublishers : tenant.autoApproveAdvertisers;
}

function profileOf(registration: Registration) {
  const { body } = registration;
  const common = {
    company: body.company ?? null,
    website: body.website ?? null,
    country: body.country,
    phone: body.phone ?? null,
  };
  if (registration.role === 'advertiser') return common;
  const publisher = registration.body;
  return {
    ...common,
    messenger: publisher.messenger ?? null,
    messengerHandle: publisher.messengerHandle ?? null,
    trafficSources: publisher.trafficSources,
  };
}

/** Signs up a publisher or advertiser: pending approval unless the tenant auto-approves. */
export async function register(
  db: Database,
  tenant: Tenant,
  registration: Registration,
): Promise<RegistrationResult> {
  if (!isOpen(tenant, registration.role)) {
    throw new AppError(
      'FORBIDDEN',
      `${tenant.name} is not accepting ${registration.role} sign-ups right now.`,
    );
  }
  const status = autoApproves(tenant, registration.role) ? 'active' : 'pending';
  await createUser(db, {
    tenantId: tenant.id,
    email: registration.body.email,
    name: registration.body.name,
    password: registration.body.password,
    role: registration.role,
    status,
    profile: profileOf(registration),
  });
  return {
    status,
    message:
      status === 'active'
        ? 'Your account is ready. You can sign in now.'
        : 'Thank you for signing up. Your account is pending approval; we will e-mail you once it is approved.',
  };
}
