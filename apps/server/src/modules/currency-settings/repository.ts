import type { EnabledCurrency, ExchangeRate, RateTable } from '@affnet/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates, networkCurrencies } from '../../db/schema/index';

/** "1.10000000" → "1.1": rates as entered, without the column's trailing zeros. */
function trimmedRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

export async function listEnabledCodes(db: Database, tenantId: string): Promise<string[]> {
  const rows = await db
    .select({ code: networkCurrencies.code })
    .from(networkCurrencies)
    .where(eq(networkCurrencies.tenantId, tenantId))
    .orderBy(asc(networkCurrencies.code));
  return rows.map((row) => row.code);
}

/** Every rate the network entered, newest day first. */
export async function listRates(db: Database, tenantId: string): Promise<ExchangeRate[]> {
  const rows = await db
    .select({
      currency: exchangeRates.currency,
      rate: exchangeRates.rate,
      effectiveFrom: exchangeRates.effectiveFrom,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.tenantId, tenantId))
    .orderBy(asc(exchangeRates.currency), desc(exchangeRates.effectiveFrom));
  return rows.map((row) => ({ ...row, rate: trimmedRate(row.rate) }));
}

/** The rates reports and invoices convert with (`convertMoney`): against the network's default currency. */
export async function loadRateTable(
  db: Database,
  tenant: { id: string; defaultCurrency: string },
): Promise<RateTable> {
  return { base: tenant.defaultCurrency, rates: await listRates(db, tenant.id) };
}

const today = () => new Date().toISOString().slice(0, 10);

/** The default currency first (rate 1), then the enabled ones by code, each with its rates. */
export async function loadCurrencySettings(
  db: Database,
  tenant: { id: string; defaultCurrency: string },
): Promise<{ defaultCurrency: string; currencies: EnabledCurrency[] }> {
  const [codes, rates] = await Promise.all([listEnabledCodes(db, tenant.id), listRates(db, tenant.id)]);
  const base = tenant.defaultCurrency;
  const now = today();
  const others = codes
    .filter((code) => code !== base)
    .map((code): EnabledCurrency => {
      const own = rates.filter((rate) => rate.currency === code);
      return {
        code,
        isDefault: false,
        currentRate: own.find((rate) => rate.effectiveFrom <= now) ?? null,
        rates: own,
      };
    });
  const baseRate = { currency: base, rate: '1', effectiveFrom: '1970-01-01' };
  return {
    defaultCurrency: base,
    currencies: [{ code: base, isDefault: true, currentRate: baseRate, rates: [] }, ...others],
  };
}

export async function insertCurrency(db: Database, tenantId: string, code: string): Promise<boolean> {
  const rows = await db
    .insert(networkCurrencies)
    .values({ tenantId, code })
    .onConflictDoNothing()
    .returning({ code: networkCurrencies.code });
  return rows.length > 0;
}

export async function deleteCurrency(db: Database, tenantId: string, code: string): Promise<boolean> {
  const rows = await db
    .delete(networkCurrencies)
    .where(and(eq(networkCurrencies.tenantId, tenantId), eq(networkCurrencies.code, code)))
    .returning({ code: networkCurrencies.code });
  return rows.length > 0;
}

/** The rate of a day, replacing one entered before for the same day; returns the one replaced. */
export async function upsertRate(db: Database, tenantId: string, rate: ExchangeRate): Promise<string | null> {
  const [previous] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.tenantId, tenantId),
        eq(exchangeRates.currency, rate.currency),
        eq(exchangeRates.effectiveFrom, rate.effectiveFrom),
      ),
    );
  await db
    .insert(exchangeRates)
    .values({ tenantId, ...rate })
    .onConflictDoUpdate({
      target: [exchangeRates.tenantId, exchangeRates.currency, exchangeRates.effectiveFrom],
      set: { rate: rate.rate, createdAt: new Date() },
    });
  return previous ? trimmedRate(previous.rate) : null;
}
