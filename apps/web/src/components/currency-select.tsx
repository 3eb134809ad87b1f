import { CURRENCY_CODES, type CurrencyCode } from '@affnet/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

/** The currencies most networks pay and bill in, offered first; every other one follows. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'JPY',
  'CNY',
  'INR',
  'BRL',
  'MXN',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'TRY',
  'ZAR',
  'SGD',
  'HKD',
  'AED',
] as const satisfies readonly CurrencyCode[];

type CurrencyOption = { value: string; label: string };

/**
 * "EUR · Euro", names in the browser's language: the common currencies, then every other code of
 * the contracts' list (the one the server accepts). A saved code no longer on the list (a
 * withdrawn currency) is kept first so the form still shows it.
 */
export function currencyOptions(
  current?: string,
  locale?: string,
): { group: string; items: CurrencyOption[] }[] {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'currency', fallback: 'code' });
  const option = (code: string): CurrencyOption => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  };
  const common: string[] = [...COMMON_CURRENCIES];
  const saved = current && !(CURRENCY_CODES as readonly string[]).includes(current) ? [current] : [];
  return [
    { group: 'Common', items: [...saved, ...common].map(option) },
    { group: 'All currencies', items: CURRENCY_CODES.filter((code) => !common.includes(code)).map(option) },
  ];
}

type CurrencySelectProps = Omit<SelectProps, 'data' | 'onChange'> & {
  onChange: (code: string) => void;
  /** The saved code, so it still shows if it is no longer on the list. */
  current?: string;
};

export function CurrencySelect({ onChange, current, ...props }: CurrencySelectProps) {
  const data = useMemo(() => currencyOptions(current), [current]);
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage="No currency matches"
      autoComplete="off"
      {...props}
      data={data}
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
