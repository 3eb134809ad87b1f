import { CURRENCY_CODES, type CurrencyCode, type PaymentMethodBody } from '@affnet/contracts';
import type { Database } from '../db/client';
import { saveOwnBilling } from '../modules/advertiser-billing/index';
import { addCurrency, addRate, listEnabledCodes } from '../modules/currency-settings/index';
import { createTaxRate, saveInvoiceSettings } from '../modules/invoice-tax/index';
import { savePartnerPayment } from '../modules/partner-payments/index';
import { createPaymentMethod, listPaymentMethods } from '../modules/payment-methods/index';
import { findUserByEmail } from '../modules/users/index';
import type { Tenant } from '../tenancy/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { DEMO_OFFERS } from './demo-offer-catalog';

const METHODS: PaymentMethodBody[] = [
  { kind: 'paypal', name: 'PayPal', enabled: true, minimumPayout: '20.00', currency: 'USD', fields: [] },
  { kind: 'wire', name: 'Bank wire', enabled: true, minimumPayout: '500.00', currency: 'EUR', fields: [] },
  {
    kind: 'crypto',
    name: 'USDT (TRC-20)',
    enabled: true,
    minimumPayout: '100.00',
    currency: 'USD',
    fields: [],
  },
  {
    kind: 'custom',
    name: 'Payoneer',
    enabled: false,
    minimumPayout: '100.00',
    currency: 'USD',
    fields: [
      { label: 'Payoneer e-mail', type: 'email', required: true },
      { label: 'Customer ID', type: 'number', required: false },
    ],
  },
];

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** What one unit of a currency was worth in US dollars, 120 and 30 days ago (the demo's rates). */
const USD_VALUE: Record<string, readonly [then: number, now: number]> = {
  USD: [1, 1],
  EUR: [1.08, 1.1],
  GBP: [1.27, 1.25],
};

/** A rate as the currency page takes it: what 1 `code` is worth in `base`, to 4 decimals. */
function rateOf(code: string, base: string, at: 0 | 1): string {
  const [codeValue, baseValue] = [USD_VALUE[code]?.[at], USD_VALUE[base]?.[at]];
  if (!codeValue || !baseValue) throw new Error(`No demo rate for ${code} in ${base}`);
  return (codeValue / baseValue).toFixed(4);
}

/**
 * Every currency the demo's offers are priced in is enabled, with two dated rates (so its
 * history shows a change): offers, reports and invoices then convert it. Also on a network
 * seeded before, which lacks one the catalogue now uses.
 */
async function seedDemoCurrencies(db: Database, tenant: Tenant, adminUserId: string): Promise<void> {
  const base = tenant.defaultCurrency;
  const enabled = new Set([base, ...(await listEnabledCodes(db, tenant.id))]);
  const used = new Set(DEMO_OFFERS.map((offer) => offer.body.currency));
  const codes = CURRENCY_CODES.filter((code: CurrencyCode) => used.has(code) && !enabled.has(code));
  const actor = { tenantId: tenant.id, userId: adminUserId, defaultCurrency: base };
  for (const code of codes) {
    await addCurrency(db, actor, { code, rate: rateOf(code, base, 0), effectiveFrom: isoDay(120) });
    await addRate(db, actor, code, { rate: rateOf(code, base, 1), effectiveFrom: isoDay(30) });
  }
}

/**
 * The money settings of the demo network, through the same use cases as the settings pages:
 * every currency its offers use, payment methods (the demo publisher is paid by PayPal, the demo
 * advertiser pays by bank wire, with their billing details filled in), a tax rate and invoice
 * numbering. The rest is made once: a network that has payment methods keeps
 * its settings.
 */
export async function seedDemoMoneySettings(
  db: Database,
  tenant: Tenant,
  adminUserId: string,
): Promise<void> {
  await seedDemoCurrencies(db, tenant, adminUserId);
  if ((await listPaymentMethods(db, tenant.id)).length > 0) return;
  const actor = { tenantId: tenant.id, userId: adminUserId };
  const methodIds: string[] = [];
  for (const method of METHODS) methodIds.push(await createPaymentMethod(db, actor, method));

  await createTaxRate(db, actor, {
    name: 'VAT (DE)',
    percent: '19.00',
    kind: 'tax',
    appliesTo: 'countries',
    countries: ['DE'],
  });
  await createTaxRate(db, actor, {
    name: 'Withholding',
    percent: '2.50',
    kind: 'withholding',
    appliesTo: 'publishers',
    countries: [],
  });
  await saveInvoiceSettings(db, actor, {
    numberPrefix: 'AFN-',
    nextNumber: 1001,
    numberPadding: 6,
    paymentTermsDays: 30,
    footer: 'Thank you for working with us.',
    notes: 'Payouts are sent within 5 business days of the due date.',
    // Publishers accept self-billing on their payment settings; the demo does not hold issuing on it.
    selfBillingRequired: false,
    convertToPartnerCurrency: false,
  });

  const [paypal, wire] = methodIds;
  await seedPublisherPayout(db, tenant, paypal);
  await seedAdvertiserBilling(db, tenant, wire);
}

/**
 * Publishers paid by PayPal in the demo: the demo account and two busy ones, so each month has
 * invoices above the minimum for the demo's payment batches whatever day the demo is made.
 */
const PAYPAL_PUBLISHERS = [
  ...DEMO_ACCOUNTS.filter((account) => account.role === 'publisher').map((account) => account.email),
  'hello@couponcrate.example',
  'team@trailreviews.example',
];

/** Each publisher saves its PayPal e-mail itself, with its password, as on its setting/payment page. */
async function seedPublisherPayout(db: Database, tenant: Tenant, paypal: string | undefined) {
  if (!paypal) return;
  for (const email of PAYPAL_PUBLISHERS) {
    const found = await findUserByEmail(db, tenant.id, email);
    if (!found) continue;
    await savePartnerPayment(
      db,
      { tenantId: tenant.id, userId: found.user.id, kind: 'publisher' },
      { paymentMethodId: paypal, details: { email }, currentPassword: DEMO_PASSWORD },
    );
  }
}

/** The demo advertiser's setting/payment: who invoices go to, and the method they pay by. */
async function seedAdvertiserBilling(db: Database, tenant: Tenant, wire: string | undefined) {
  const advertiser = DEMO_ACCOUNTS.find((account) => account.role === 'advertiser');
  const found = advertiser ? await findUserByEmail(db, tenant.id, advertiser.email) : undefined;
  if (!found || !wire) return;
  await saveOwnBilling(
    db,
    { tenantId: tenant.id, userId: found.user.id },
    {
      legalName: 'Acme Shop Ltd',
      contactName: 'Alex Advertiser',
      invoiceEmail: 'accounts@acme-shop.example',
      phone: '+44 20 7946 0000',
      addressLine1: '1 Market Street',
      city: 'London',
      postalCode: 'EC1A 1AA',
      country: 'GB',
      taxId: 'GB123456789',
      paymentMethodId: wire,
    },
  );
}
