import { COUNTRY_CODES } from '@affnet/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

type CountrySelectProps = Omit<SelectProps, 'data' | 'onChange'> & { onChange: (code: string) => void };

/** Country names in the browser's language, sorted by name; the value is the ISO alpha-2 code. */
export function countryOptions(locale?: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames(locale ? [locale] : undefined, { type: 'region', fallback: 'code' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

export function CountrySelect({ onChange, ...props }: CountrySelectProps) {
  const data = useMemo(() => countryOptions(), []);
  return (
    <Select
      searchable
      allowDeselect={false}
      nothingFoundMessage="No country matches"
      autoComplete="off"
      {...props}
      data={data}
      onChange={(code) => onChange(code ?? '')}
    />
  );
}
