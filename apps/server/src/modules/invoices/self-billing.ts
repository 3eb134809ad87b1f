import { type SelfBillingState, selfBillingAgreementOf } from '@affnet/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceSettings, partners, tenantCompany, tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

/*
 * Self-billing (docs/money.md "Self-billing"): a publisher's invoices are issued by the network on
 * its behalf, under an agreement the publisher accepts once (kept as `self_billing_accepted_at`).
 * Where the network requires it (setting/invoice-tax), a publisher's invoice is not issued before.
 */

type Publisher = { tenantId: string; publisherId: string };

/** The name the agreement gives the network: its legal name once set on setting/company, else its own. */
async function networkNameOf(db: Database, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ legalName: tenantCompany.legalName, name: tenants.name })
    .from(tenants)
    .leftJoin(tenantCompany, eq(tenantCompany.tenantId, tenants.id))
    .where(eq(tenants.id, tenantId));
  return row?.legalName ?? row?.name ?? 'The network';
}

async function isRequired(db: Database, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: invoiceSettings.selfBillingRequired })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, tenantId));
  return row?.required ?? false;
}

async function acceptedAtOf(db: Database, { tenantId, publisherId }: Publisher) {
  const [row] = await db
    .select({ at: partners.selfBillingAcceptedAt })
    .from(partners)
    .where(and(eq(partners.id, publisherId), eq(partners.tenantId, tenantId)));
  return row?.at ?? null;
}

export async function selfBillingState(db: Database, publisher: Publisher): Promise<SelfBillingState> {
  const [required, acceptedAt, network] = await Promise.all([
    isRequired(db, publisher.tenantId),
    acceptedAtOf(db, publisher),
    networkNameOf(db, publisher.tenantId),
  ]);
  return {
    required,
    acceptedAt: acceptedAt?.toISOString() ?? null,
    agreement: selfBillingAgreementOf(network),
  };
}

/** Records the publisher's acceptance; accepting again keeps the first day. */
export async function acceptSelfBilling(db: Database, publisher: Publisher & { now: Date }) {
  await db
    .update(partners)
    .set({ selfBillingAcceptedAt: publisher.now })
    .where(
      and(
        eq(partners.id, publisher.publisherId),
        eq(partners.tenantId, publisher.tenantId),
        isNull(partners.selfBillingAcceptedAt),
      ),
    );
  return selfBillingState(db, publisher);
}

/** Issuing a publisher's invoice, where the network requires the agreement: refused (409) until accepted. */
export async function assertSelfBillingAccepted(tx: Database, publisher: Publisher): Promise<void> {
  if (!(await isRequired(tx, publisher.tenantId))) return;
  if (await acceptedAtOf(tx, publisher)) return;
  throw new AppError(
    'CONFLICT',
    'The publisher has not accepted self-billing yet: it accepts the agreement on its payment settings, then this invoice can be issued.',
  );
}
