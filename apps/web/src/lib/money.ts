/**
 * Amount helpers (spec §9).
 *
 * "Has a symbol" rule: Intl's `narrowSymbol` display for the currency differs from its ISO code.
 * USD → '$', EUR → '€', GBP → '£' have one; a code Intl knows no symbol for (e.g. 'XYZ', or 'CHF',
 * whose narrow form is the code itself) is written after the amount instead: '12.50 CHF'.
 * Formatting uses en-US digits, so the output is the same on every machine.
 */

const symbolCache = new Map<string, string | null>();

/** The currency's narrow symbol, or null when Intl has none (or the code is not valid). */
export function currencySymbol(currency: string): string | null {
  const code = currency.trim().toUpperCase();
  const cached = symbolCache.get(code);
  if (cached !== undefined) return cached;
  let symbol: string | null = null;
  try {
    const parts = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    const found = parts.find((part) => part.type === 'currency')?.value.trim();
    symbol = found && found !== code ? found : null;
  } catch {
    symbol = null;
  }
  symbolCache.set(code, symbol);
  return symbol;
}

/** Rounds to 2 decimals (half away from zero); an empty value (null, undefined, '', NaN) gives 0. */
export function roundAmount(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'string' && value.trim() === '') return 0;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return 0;
  const magnitude = Math.abs(amount);
  // Scaling through the decimal text avoids float drift (1.005 * 100 is 100.49999...). Text in
  // exponent form is either below 1e-6 (rounds to 0) or beyond any 2-decimal precision.
  const text = String(magnitude);
  if (text.includes('e')) return magnitude < 1 ? 0 : amount;
  const rounded = Math.round(Number(`${text}e2`));
  return Math.sign(amount) * Number(`${rounded}e-2`) || 0;
}

const DECIMALS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** '$12.50', '€3.00', '-$4.10'; '12.50 XYZ' when the currency has no symbol. */
export function formatAmount(amount: number | string | null | undefined, currency: string): string {
  const value = roundAmount(amount);
  const digits = DECIMALS.format(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  const symbol = currencySymbol(currency);
  if (symbol) return `${sign}${symbol}${digits}`;
  return `${sign}${digits} ${currency.trim().toUpperCase()}`;
}
