import { convertMoney, MissingRateError, type RateTable } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { partners, tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { loadRateTable } from '../currency-settings/index';
import { findPartnerPayment } from '../partner-payments/index';

/*
 * The payout minimum (docs/money.md "Minimum and carry-over"): a publisher invoice is issued only
 * once its total reaches the minimum of the publisher's payout method and the publisher's own
 * minimum (if set), each converted to the invoice's currency at today's rate. Below either the
 * draft stays open and the next runs add to it: the balance carries over.
 */

/** "12.50" → 1250n: both sides have two decimals (numeric(14, 2), convertMoney). */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

type Invoice = { tenantId: string; partnerId: string; currency: string; total: string; today: string };
/** A minimum to reach: its amount and currency, and how the refusal names it. */
type Minimum = { amount: string; currency: string; name: string };

async function minimumsOf(tx: Database, invoice: Invoice): Promise<Minimum[]> {
  const minimums: Minimum[] = [];
  const payment = await findPartnerPayment(tx, invoice.tenantId, invoice.partnerId);
  if (payment) {
    const { minimumPayout, currency, name } = payment.method;
    minimums.push({ amount: minimumPayout, currency, name: `${name} minimum payout` });
  }
  const [own] = await tx
    .select({ amount: partners.minimumPayout, currency: partners.currency })
    .from(partners)
    .where(eq(partners.id, invoice.partnerId));
  if (own?.amount)
    minimums.push({ amount: own.amount, currency: own.currency, name: 'publisher’s own minimum payout' });
  return minimums;
}

function converted(minimum: Minimum, invoice: Invoice, rates: RateTable): string {
  try {
    return convertMoney(minimum.amount, minimum.currency, invoice.currency, invoice.today, rates);
  } catch (error) {
    if (!(error instanceof MissingRateError)) throw error;
    throw new AppError(
      'CONFLICT',
      `${error.message}: add it on setting/currency to compare with the ${minimum.name}.`,
    );
  }
}

/** A minimum the total does not reach: how it is named, and its amount in the invoice's currency. */
export type UnmetMinimum = { name: string; amount: string };

/** The first minimum the invoice's total does not reach, or null when it reaches them all. */
export async function unmetPayoutMinimum(tx: Database, invoice: Invoice): Promise<UnmetMinimum | null> {
  const minimums = await minimumsOf(tx, invoice);
  if (minimums.length === 0) return null;
  const [tenant] = await tx
    .select({ id: tenants.id, defaultCurrency: tenants.defaultCurrency })
    .from(tenants)
    .where(eq(tenants.id, invoice.tenantId));
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  const rates = await loadRateTable(tx, tenant);
  for (const minimum of minimums) {
    const amount = converted(minimum, invoice, rates);
    if (cents(invoice.total) < cents(amount)) return { name: minimum.name, amount };
  }
  return null;
}

export async function assertPayoutMinimum(tx: Database, invoice: Invoice): Promise<void> {
  const unmet = await unmetPayoutMinimum(tx, invoice);
  if (unmet) {
    throw new AppError(
      'CONFLICT',
      `Below the ${unmet.name} of ${unmet.amount} ${invoice.currency}: the draft stays open and carries over to the next run.`,
    );
  }
}
