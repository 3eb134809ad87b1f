import {
  checkRegistrationAnswers,
  type RegisterAdvertiserBody,
  type RegisterPublisherBody,
  type RegistrationAnswer,
  type RegistrationResult,
} from '@affnet/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertStrongPassword } from '../../lib/password-policy';
import type { Tenant } from '../../tenancy/index';
import { listRegistrationFields } from '../registration-form/index';
import { defaultAccountManagerOf } from './account-manager';
import { createPartnerAccount } from './create-partner-account';

type Registration =
  | { role: 'publisher'; body: RegisterPublisherBody }
  | { role: 'advertiser'; body: RegisterAdvertiserBody };

function isOpen(tenant: Tenant, role: Registration['role']): boolean {
  return role === 'publisher' ? tenant.publisherRegistrationOpen : tenant.advertiserRegistrationOpen;
}

function autoApproves(tenant: Tenant, role: Registration['role']): boolean {
  return role === 'publisher' ? tenant.autoApprovePublishers : tenant.autoApproveAdvertisers;
}

function columnsOf(registration: Registration) {
  const { body } = registration;
  const common = {
    // A publisher may sign up as a person; their name stands in for the company.
    company: body.company ?? body.name,
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

/** The answers to the network's extra questions, checked against them as they are now (422 per question). */
async function answersOf(
  db: Database,
  tenant: Tenant,
  registration: Registration,
): Promise<RegistrationAnswer[]> {
  const fields = await listRegistrationFields(db, tenant.id, registration.role);
  const { answers, issues } = checkRegistrationAnswers(fields, registration.body.answers);
  if (issues.length > 0) {
    throw new AppError(
      'VALIDATION',
      'The form has errors.',
      Object.fromEntries(issues.map((issue) => [issue.path.join('.'), [issue.message]])),
    );
  }
  return answers;
}

/** Signs up a publisher or advertiser: pending approval unless the tenant auto-approves. */
export async function registerPartner(
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
  const { email, name, password } = registration.body;
  assertStrongPassword(password, [email, name, registration.body.company ?? '']);
  const registrationAnswers = await answersOf(db, tenant, registration);
  await createPartnerAccount(db, {
    tenantId: tenant.id,
    kind: registration.role,
    account: { email, name, password, status },
    columns: {
      ...columnsOf(registration),
      currency: tenant.defaultCurrency,
      timezone: tenant.timezone,
      registrationAnswers,
      accountManagerId: await defaultAccountManagerOf(db, tenant.id, registration.role),
    },
  });
  return {
    status,
    message:
      status === 'active'
        ? 'Your account is ready. You can sign in now.'
        : 'Thank you for signing up. Your account is pending approval; we will e-mail you once it is approved.',
  };
}
