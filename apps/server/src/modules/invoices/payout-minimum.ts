import { convertMoney, MissingRateError } from '@affnet/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { loadRateTable } from '../currency-settings/index';
import { findPartnerPayment } from '../partner-payments/index';

/*
 * The payout minimum (docs/money.md "Minimum and carry-over"): a publisher invoice is issued only
 * once its total reaches the minimum of the publisher's payout method, converted to the invoice's
 * currency at today's rate. Below it the draft stays open and the next runs add to it: the
 * balance carries over.
 */

/** "12.50" → 1250n: both sides have two decimals (numeric(14, 2), convertMoney). */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

export async function assertPayoutMinimum(
  tx: Database,
  invoice: { tenantId: string; partnerId: string; currency: string; total: string; today: string },
): Promise<void> {
  const payment = await findPartnerPayment(tx, invoice.tenantId, invoice.partnerId);
  if (!payment) return;
  const { minimumPayout, currency, name } = payment.method;
  const [tenant] = await tx
    .select({ id: tenants.id, defaultCurrency: tenants.defaultCurrency })
    .from(tenants)
    .where(eq(tenants.id, invoice.tenantId));
  if (!tenant) throw new AppError('NOT_FOUND', 'Network not found.');
  let minimum: string;
  try {
    minimum = convertMoney(
      minimumPayout,
      currency,
      invoice.currency,
      invoice.today,
      await loadRateTable(tx, tenant),
    );
  } catch (error) {
    if (!(error instanceof MissingRateError)) throw error;
    throw new AppError(
      'CONFLICT',
      `${error.message}: add it on setting/currency to compare with the ${name} minimum.`,
    );
  }
  if (cents(invoice.total) < cents(minimum)) {
    throw new AppError(
      'CONFLICT',
      `Below the ${name} minimum payout of ${minimum} ${invoice.currency}: the draft stays open and carries over to the next run.`,
    );
  }
}
