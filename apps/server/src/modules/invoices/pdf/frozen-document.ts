import { type InvoiceKind, utcToZonedTime } from '@affnet/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { invoiceSettings, partners, tenants, users } from '../../../db/schema/index';
import { findAdvertiserBilling } from '../../advertiser-billing/index';
import { findCompanySettings } from '../../network-settings/index';
import { findPartnerPayment } from '../../partner-payments/index';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';

/*
 * What an invoice prints about who and how, frozen when it is issued (docs/money.md "PDF"): a
 * later change of the network's company details, the partner's profile or payout method does not
 * rewrite an issued invoice. Stored on `invoices.document`; figures and status are read live.
 */

export type FrozenDocument = Pick<
  InvoiceDocument,
  'title' | 'supplier' | 'customer' | 'paymentMethod' | 'notes' | 'footer'
>;

const REGION_NAMES = new Intl.DisplayNames('en', { type: 'region' });
const countryName = (code: string | null) => (code ? (REGION_NAMES.of(code) ?? code) : null);
const present = (values: (string | null | undefined)[]) =>
  values.filter((value): value is string => Boolean(value));

type Company = Awaited<ReturnType<typeof findCompanySettings>>;

async function networkParty(db: Database, tenantId: string, company: Company): Promise<InvoiceParty> {
  if (!company) {
    const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    return { name: tenant?.name ?? 'The network', addressLines: [], taxNumber: null, email: null };
  }
  return {
    name: company.legalName,
    addressLines: present([
      company.addressLine1,
      company.addressLine2,
      present([company.postalCode, company.city]).join(' '),
      company.region,
      countryName(company.country),
    ]),
    taxNumber: company.taxNumber,
    email: null,
  };
}

async function partnerParty(db: Database, partnerId: string): Promise<InvoiceParty> {
  const [row] = await db
    .select({
      company: partners.company,
      country: partners.country,
      taxId: partners.taxId,
      email: users.email,
    })
    .from(partners)
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(partners.id, partnerId));
  if (!row) throw new Error('the invoice’s partner is gone');
  return {
    name: row.company,
    addressLines: present([countryName(row.country)]),
    taxNumber: row.taxId,
    email: row.email,
  };
}

/** The day (network time zone) the publisher accepted self-billing, or null. */
async function selfBillingAcceptedOn(db: Database, tenantId: string, publisherId: string) {
  const [row] = await db
    .select({ at: partners.selfBillingAcceptedAt, timezone: tenants.timezone })
    .from(partners)
    .innerJoin(tenants, eq(tenants.id, partners.tenantId))
    .where(and(eq(partners.id, publisherId), eq(partners.tenantId, tenantId)));
  return row?.at ? utcToZonedTime(row.at, row.timezone).slice(0, 10) : null;
}

/** "j***@example.com", "****1234": enough to recognise a destination, never the whole of it. */
export function maskDestination(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}***${value.slice(at)}`;
  const compact = value.replace(/\s+/g, '');
  return compact.length <= 4 ? '****' : `****${compact.slice(-4)}`;
}

async function payoutMethodOf(db: Database, tenantId: string, partnerId: string): Promise<string | null> {
  const payment = await findPartnerPayment(db, tenantId, partnerId);
  if (!payment) return null;
  // The method's first filled field is where the money goes (the e-mail, the account number).
  const destination = payment.method.fields
    .map((field) => payment.details[field.key])
    .find((value): value is string => Boolean(value));
  return destination ? `${payment.method.name}: ${maskDestination(destination)}` : payment.method.name;
}

/**
 * Who an advertiser invoice is made out to: its billing details (advertiser/setting/payment) once
 * saved, else its profile.
 */
async function advertiserParty(db: Database, tenantId: string, advertiserId: string): Promise<InvoiceParty> {
  const billing = await findAdvertiserBilling(db, tenantId, advertiserId);
  if (!billing) return partnerParty(db, advertiserId);
  return {
    name: billing.legalName,
    addressLines: present([
      `Attn. ${billing.contactName}`,
      billing.addressLine1,
      billing.addressLine2,
      present([billing.postalCode, billing.city]).join(' '),
      billing.region,
      countryName(billing.country),
    ]),
    taxNumber: billing.taxId,
    email: billing.invoiceEmail,
  };
}

/**
 * How the advertiser pays: the method it chose, and for a transfer (or none chosen) the network's
 * bank account in full, since that is where the money is to go.
 */
async function paymentInstructions(
  db: Database,
  tenantId: string,
  advertiserId: string,
  company: Company,
): Promise<string | null> {
  const method = (await findAdvertiserBilling(db, tenantId, advertiserId))?.paymentMethod ?? null;
  const bank = company?.bankAccount
    ? present([
        company.bankAccountHolder && `Account holder: ${company.bankAccountHolder}`,
        company.bankName && `Bank: ${company.bankName}`,
        `Account: ${company.bankAccount}`,
        company.bankBic && `BIC: ${company.bankBic}`,
      ])
    : [];
  if (method && method.kind !== 'wire') return method.name;
  const lines = present([method?.name ?? (bank.length ? 'Bank transfer' : null), ...bank]);
  return lines.length ? lines.join('\n') : null;
}

const LOGO_PATH = /^\/api\/v1\/files\/([0-9a-f-]{36})$/;

/** The network's logo now, as the file an issued invoice keeps (`invoices.logo_file_id`); null without one. */
export async function currentLogoFileId(db: Database, tenantId: string): Promise<string | null> {
  const [tenant] = await db
    .select({ logoUrl: tenants.logoUrl })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return LOGO_PATH.exec(tenant?.logoUrl ?? '')?.[1] ?? null;
}

export async function freezeDocument(
  db: Database,
  tenantId: string,
  invoice: { kind: InvoiceKind; partnerId: string },
): Promise<FrozenDocument> {
  // One after the other: `db` is the issuing transaction's single connection.
  const company = await findCompanySettings(db, tenantId);
  const network = await networkParty(db, tenantId, company);
  const partner =
    invoice.kind === 'advertiser'
      ? await advertiserParty(db, tenantId, invoice.partnerId)
      : await partnerParty(db, invoice.partnerId);
  const [settings] = await db
    .select({ notes: invoiceSettings.notes, footer: invoiceSettings.footer })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, tenantId));
  const notes = present([settings?.notes]);
  if (invoice.kind === 'advertiser') {
    return {
      title: 'Invoice',
      supplier: network,
      customer: partner,
      paymentMethod: await paymentInstructions(db, tenantId, invoice.partnerId, company),
      notes,
      footer: settings?.footer ?? null,
    };
  }
  const accepted = await selfBillingAcceptedOn(db, tenantId, invoice.partnerId);
  const agreement = accepted ? `, under the self-billing agreement the supplier accepted on ${accepted}` : '';
  return {
    title: 'Self-billing invoice',
    supplier: partner,
    customer: network,
    paymentMethod: await payoutMethodOf(db, tenantId, invoice.partnerId),
    notes: [
      `Self-billing: issued by ${network.name} on behalf of ${partner.name}, the supplier${agreement}.`,
      ...notes,
    ],
    footer: settings?.footer ?? null,
  };
}
