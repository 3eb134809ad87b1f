import { shiftDay, utcToZonedTime, zonedTimeToUtc } from '@affnet/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates, tenants } from '../../db/schema/index';

/*
 * The exchange rate a conversion stores when it is recorded (docs/money.md "Currency"): 1 unit of
 * its currency = `fxRate` units of the network's default currency, the rate in force on the
 * conversion's day in the network's zone. Read from memory (the click engine's, kept by the change
 * feed), so the conversion path asks the database nothing for it.
 */

type DatedRate = Readonly<{ from: string; rate: string }>;

/** A network's rates as a conversion reads them: per currency, the newest day first. */
export type FxBook = Readonly<{
  base: string;
  timeZone: string;
  byCurrency: ReadonlyMap<string, readonly DatedRate[]>;
}>;

export type FxSnapshot = { fxBase: string; fxRate: string | null };

type RateRow = { currency: string; effectiveFrom: string; rate: string };

type DayWindow = { day: string; start: number; end: number };
const lastDayOfZone = new Map<string, DayWindow>();

/**
 * The `YYYY-MM-DD` day of an instant in a zone. A zone's day is asked again and again (every
 * conversion of the day): its bounds are kept, so only the first instant of a day pays for the
 * zone arithmetic.
 */
function dayIn(at: Date, timeZone: string): string {
  const instant = at.getTime();
  const known = lastDayOfZone.get(timeZone);
  if (known && instant >= known.start && instant < known.end) return known.day;
  const day = utcToZonedTime(at, timeZone).slice(0, 10);
  const start = zonedTimeToUtc(`${day}T00:00`, timeZone).getTime();
  const end = zonedTimeToUtc(`${shiftDay(day, 1)}T00:00`, timeZone).getTime();
  lastDayOfZone.set(timeZone, { day, start, end });
  return day;
}

/** The book of a network's rates, whatever order the rows come in. */
export function fxBookOf(
  tenant: { defaultCurrency: string; timezone: string },
  rows: readonly RateRow[],
): FxBook {
  const byCurrency = new Map<string, DatedRate[]>();
  for (const row of rows) {
    const dated = byCurrency.get(row.currency) ?? [];
    dated.push({ from: row.effectiveFrom, rate: row.rate });
    byCurrency.set(row.currency, dated);
  }
  for (const dated of byCurrency.values())
    dated.sort((a, b) => (a.from < b.from ? 1 : a.from > b.from ? -1 : 0));
  return { base: tenant.defaultCurrency, timeZone: tenant.timezone, byCurrency };
}

/**
 * The rate of `currency` at `at`: 1 for the default currency; null when the network has entered
 * no rate for it on or before that day (the conversion keeps its own currency's amounts; reports
 * say a figure has no rate rather than guess one).
 */
export function fxSnapshotOf(book: FxBook, currency: string, at: Date): FxSnapshot {
  if (currency === book.base) return { fxBase: book.base, fxRate: '1' };
  const dated = book.byCurrency.get(currency);
  if (!dated) return { fxBase: book.base, fxRate: null };
  const day = dayIn(at, book.timeZone);
  // Newest first, and the newest is nearly always in force: one comparison on the usual path.
  const inForce = dated.find((rate) => rate.from <= day);
  return { fxBase: book.base, fxRate: inForce?.rate ?? null };
}

/** A network's book from the database: at the click engine's start, on a change, and off its memory. */
export async function readFxBook(
  db: Database,
  tenant: { id: string; defaultCurrency: string; timezone: string },
) {
  const rows = await db
    .select({
      currency: exchangeRates.currency,
      effectiveFrom: exchangeRates.effectiveFrom,
      rate: exchangeRates.rate,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.tenantId, tenant.id))
    .orderBy(desc(exchangeRates.effectiveFrom));
  return fxBookOf(tenant, rows);
}

/** Every network's rates in one statement, newest first, by network (the click engine's start). */
export async function readRatesByNetwork(db: Database): Promise<Map<string, RateRow[]>> {
  const rows = await db
    .select({
      tenantId: exchangeRates.tenantId,
      currency: exchangeRates.currency,
      effectiveFrom: exchangeRates.effectiveFrom,
      rate: exchangeRates.rate,
    })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.effectiveFrom));
  const byNetwork = new Map<string, RateRow[]>();
  for (const row of rows) {
    const list = byNetwork.get(row.tenantId);
    if (list) list.push(row);
    else byNetwork.set(row.tenantId, [row]);
  }
  return byNetwork;
}

/** The same for a network known only by id (the attribution read from the database). */
export async function readFxBookOf(db: Database, tenantId: string): Promise<FxBook | null> {
  const [tenant] = await db
    .select({ id: tenants.id, defaultCurrency: tenants.defaultCurrency, timezone: tenants.timezone })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant ? readFxBook(db, tenant) : null;
}
