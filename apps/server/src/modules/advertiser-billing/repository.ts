import type { AdvertiserBilling, AdvertiserBillingBody } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { advertiserBilling, partners, paymentMethods, users } from '../../db/schema/index';

/** The advertiser's billing details as an invoice prints them, or null before the first save. */
export async function findAdvertiserBilling(
  db: Database,
  tenantId: string,
  advertiserId: string,
): Promise<AdvertiserBilling | null> {
  const [row] = await db
    .select({ billing: advertiserBilling, taxId: partners.taxId, method: paymentMethods })
    .from(advertiserBilling)
    .innerJoin(partners, eq(partners.id, advertiserBilling.partnerId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, advertiserBilling.paymentMethodId))
    .where(and(eq(advertiserBilling.tenantId, tenantId), eq(advertiserBilling.partnerId, advertiserId)));
  if (!row) return null;
  const { billing, method } = row;
  return {
    legalName: billing.legalName,
    contactName: billing.contactName,
    invoiceEmail: billing.invoiceEmail,
    phone: billing.phone,
    addressLine1: billing.addressLine1,
    addressLine2: billing.addressLine2,
    city: billing.city,
    postalCode: billing.postalCode,
    region: billing.region,
    country: billing.country,
    taxId: row.taxId,
    paymentMethod: method
      ? { id: method.id, kind: method.kind, name: method.name, enabled: method.enabled }
      : null,
    updatedAt: billing.updatedAt.toISOString(),
  };
}

/** What the form starts from before the first save: the advertiser's company and account. */
export async function billingDefaultsOf(db: Database, tenantId: string, advertiserId: string) {
  const [row] = await db
    .select({
      legalName: partners.company,
      contactName: users.name,
      invoiceEmail: users.email,
      phone: partners.phone,
      country: partners.country,
      taxId: partners.taxId,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, advertiserId)));
  return row ?? null;
}

/** Writes the details and the tax number in one transaction (the caller's). */
export async function saveAdvertiserBillingRow(
  db: Database,
  tenantId: string,
  advertiserId: string,
  body: AdvertiserBillingBody,
): Promise<void> {
  // A blank optional field (a JSON client may send "") is stored as absent.
  const values = {
    legalName: body.legalName,
    contactName: body.contactName,
    invoiceEmail: body.invoiceEmail,
    phone: body.phone || null,
    addressLine1: body.addressLine1,
    addressLine2: body.addressLine2 || null,
    city: body.city,
    postalCode: body.postalCode || null,
    region: body.region || null,
    country: body.country,
    paymentMethodId: body.paymentMethodId || null,
    updatedAt: new Date(),
  };
  await db
    .insert(advertiserBilling)
    .values({ partnerId: advertiserId, tenantId, ...values })
    .onConflictDoUpdate({ target: advertiserBilling.partnerId, set: values });
  await db
    .update(partners)
    .set({ taxId: body.taxId || null, updatedAt: new Date() })
    .where(and(eq(partners.tenantId, tenantId), eq(partners.id, advertiserId)));
}
