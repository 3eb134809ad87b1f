import { amountAtRate, crossRate, MissingRateError } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoiceSettings, partners, tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { loadRateTable } from '../currency-settings/index';

/*
 * Converted invoices (docs/money.md "Converted invoices"): with the invoice setting on, issuing an
 * invoice whose currency is not its partner's keeps the rate of the issue day, the day and the
 * total in the partner's currency. The lines and the total stay as billed: the conversion is
 * printed beside them, never in their place.
 */

export type InvoiceConversion = {
  convertedCurrency: string;
  convertedRate: string;
  convertedOn: string;
  convertedTotal: string;
};

type Issuing = { tenantId: string; partnerId: string; currency: string; today: string; total: string };

async function partnerCurrencyToConvertTo(tx: Database, issuing: Issuing): Promise<string | null> {
  const [settings] = await tx
    .select({ convert: invoiceSettings.convertToPartnerCurrency })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, issuing.tenantId));
  if (!settings?.convert) return null;
  const [partner] = await tx
    .select({ currency: partners.currency })
    .from(partners)
    .where(eq(partners.id, issuing.partnerId));
  return partner && partner.currency !== issuing.currency ? partner.currency : null;
}

/** The conversion to freeze with the invoice being issued, or null when it stays in its own currency only. */
export async function conversionAtIssue(tx: Database, issuing: Issuing): Promise<InvoiceConversion | null> {
  const target = await partnerCurrencyToConvertTo(tx, issuing);
  if (!target) return null;
  const [tenant] = await tx
    .select({ id: tenants.id, defaultCurrency: tenants.defaultCurrency })
    .from(tenants)
    .where(eq(tenants.id, issuing.tenantId));
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  const rates = await loadRateTable(tx, tenant);
  try {
    const rate = crossRate(issuing.currency, target, issuing.today, rates);
    return {
      convertedCurrency: target,
      convertedRate: rate,
      convertedOn: issuing.today,
      convertedTotal: amountAtRate(issuing.total, rate),
    };
  } catch (error) {
    if (!(error instanceof MissingRateError)) throw error;
    throw new AppError(
      'CONFLICT',
      `${error.message}: add it on setting/currency to convert the invoice to the partner's currency (${target}).`,
    );
  }
}

/** "converted to 92.59 EUR at 0.92592593 (rates of 2026-11-29)", as the history line ends. */
export const conversionSummary = (conversion: InvoiceConversion) =>
  `converted to ${conversion.convertedTotal} ${conversion.convertedCurrency} at ${Number(conversion.convertedRate)} (rates of ${conversion.convertedOn})`;
