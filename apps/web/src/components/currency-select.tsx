import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

/** The currencies most networks pay and bill in; a partner's own code is added when it is another. */
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
] as const;

/** "EUR · Euro", names in the browser's language; unknown codes keep just the code. */
export function currencyOptions(current?: string, locale?: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'currency', fallback: 'code' });
  const codes: string[] = [...COMMON_CURRENCIES];
  if (current && !codes.includes(current)) codes.push(current);
  return codes.map((code) => {
    const name = names.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
}

type CurrencySelectProps = Omit<SelectProps, 'data' | 'onChange'> & {
  onChange: (code: string) => void;
  /** A saved code that is not among the common ones, so it still shows. */
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
