import { z } from 'zod';
import { currencyCodeSchema, dataEnvelope } from '../common';

/**
 * setting/currency: the currencies a network works in and their exchange rates against its
 * default currency (tenants.default_currency), entered by hand with the day each applies from.
 * Rates are kept: reports and invoices convert by the rate of the day (`convertMoney`).
 */

/** Up to 8 decimals: "1 unit of the currency is worth `rate` units of the default currency". */
export const RATE_PATTERN = /^\d{1,10}(\.\d{1,8})?$/;
export const rateSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'Enter a rate' })
    .trim()
    .regex(RATE_PATTERN, 'Enter a rate such as 1.0825 (at most 8 decimals)')
    .refine((value) => Number(value) > 0, 'A rate is more than 0'),
);

/** A calendar day, "2026-11-24". */
export const isoDateSchema = z
  .string({ error: 'Enter a date' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date such as 2026-11-24')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'Enter a real date',
  );

export const exchangeRateBodySchema = z.object({ rate: rateSchema, effectiveFrom: isoDateSchema });
export type ExchangeRateBody = z.infer<typeof exchangeRateBodySchema>;

/** Enable a currency with its first rate. */
export const addCurrencyBodySchema = exchangeRateBodySchema.extend({ code: currencyCodeSchema });
export type AddCurrencyBody = z.infer<typeof addCurrencyBodySchema>;

export const currencyCodeParamsSchema = z.object({ code: currencyCodeSchema });

export const ExchangeRateSchema = z.object({
  currency: z.string(),
  rate: z.string(),
  effectiveFrom: z.string(),
});
export type ExchangeRate = z.infer<typeof ExchangeRateSchema>;

export const EnabledCurrencySchema = z.object({
  code: z.string(),
  /** True for the network's default currency: always enabled, always at rate 1. */
  isDefault: z.boolean(),
  /** The rate in force today, and the day it applies from; null before the first one starts. */
  currentRate: ExchangeRateSchema.nullable(),
  /** Every rate entered, newest day first. */
  rates: z.array(ExchangeRateSchema),
});
export type EnabledCurrency = z.infer<typeof EnabledCurrencySchema>;

export const currencySettingsResponseSchema = dataEnvelope(
  z.object({ defaultCurrency: z.string(), currencies: z.array(EnabledCurrencySchema) }),
);
export type CurrencySettingsResponse = z.infer<typeof currencySettingsResponseSchema>;

/** The rates `convertMoney` reads: each against `base`, the network's default currency. */
export type RateTable = { base: string; rates: readonly ExchangeRate[] };

export class MissingRateError extends Error {
  constructor(currency: string, on: string) {
    super(`No exchange rate for ${currency} on ${on}`);
    this.name = 'MissingRateError';
  }
}

const RATE_SCALE = 8;

/** A decimal string as an integer of `scale` decimals: ("12.5", 2) → 1250n. */
function scaled(value: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/** The rate of a currency on a day: the latest one starting on or before it; the base is 1. */
export function rateOn(currency: string, on: string, table: RateTable): string {
  if (currency === table.base) return '1';
  let best: ExchangeRate | undefined;
  for (const rate of table.rates) {
    if (rate.currency !== currency || rate.effectiveFrom > on) continue;
    if (!best || rate.effectiveFrom > best.effectiveFrom) best = rate;
  }
  if (!best) throw new MissingRateError(currency, on);
  return best.rate;
}

/**
 * An amount of money ("12.50") in `from` as an amount in `to` by the rates in force on `on`
 * ("2026-11-24"), through the default currency, rounded half up to the cent. Exact: decimal
 * strings become integers, never floats. Throws MissingRateError when a currency has no rate yet.
 */
export function convertMoney(amount: string, from: string, to: string, on: string, table: RateTable): string {
  const negative = amount.startsWith('-');
  const cents = scaled(negative ? amount.slice(1) : amount, 2);
  if (from === to) return formatCents(negative ? -cents : cents);
  const fromRate = scaled(rateOn(from, on, table), RATE_SCALE);
  const toRate = scaled(rateOn(to, on, table), RATE_SCALE);
  const numerator = cents * fromRate;
  const rounded = (numerator * 2n + toRate) / (toRate * 2n);
  return formatCents(negative ? -rounded : rounded);
}

/**
 * What 1 `from` is worth in `to` on a day, through the default currency, rounded half up to 8
 * decimals ("0.92592593"): the rate a converted invoice prints and is converted at.
 */
export function crossRate(from: string, to: string, on: string, table: RateTable): string {
  if (from === to) return '1.00000000';
  const fromRate = scaled(rateOn(from, on, table), RATE_SCALE);
  const toRate = scaled(rateOn(to, on, table), RATE_SCALE);
  const unit = 10n ** BigInt(RATE_SCALE);
  const rate = (fromRate * unit * 2n + toRate) / (toRate * 2n);
  const digits = rate.toString().padStart(RATE_SCALE + 1, '0');
  return `${digits.slice(0, -RATE_SCALE)}.${digits.slice(-RATE_SCALE)}`;
}

/** An amount ("-12.50") times a rate ("0.92592593"), rounded half up (away from zero) to the cent. */
export function amountAtRate(amount: string, rate: string): string {
  const negative = amount.startsWith('-');
  const cents = scaled(negative ? amount.slice(1) : amount, 2);
  const unit = 10n ** BigInt(RATE_SCALE);
  const rounded = (cents * scaled(rate, RATE_SCALE) * 2n + unit) / (unit * 2n);
  return formatCents(negative ? -rounded : rounded);
}

function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
