import { CURRENCY_CODES } from '@affnet/contracts';
import { expect, test } from 'vitest';
import { COMMON_CURRENCIES, currencyOptions } from './currency-select';

test('offers every currency of the contracts list once, the common ones first', () => {
  const [common, rest] = currencyOptions(undefined, 'en');
  expect(common?.items.map((item) => item.value)).toEqual([...COMMON_CURRENCIES]);
  const offered = [...(common?.items ?? []), ...(rest?.items ?? [])].map((item) => item.value);
  expect([...offered].sort()).toEqual([...CURRENCY_CODES]);
  expect(common?.items[1]).toEqual({ value: 'EUR', label: 'EUR · Euro' });
});

test('a saved code that left the list still shows, first; a listed one is not repeated', () => {
  const [common] = currencyOptions('BGN', 'en');
  expect(common?.items[0]?.value).toBe('BGN');
  const [withListed, rest] = currencyOptions('XOF', 'en');
  const values = [...(withListed?.items ?? []), ...(rest?.items ?? [])].map((item) => item.value);
  expect(values.filter((code) => code === 'XOF')).toHaveLength(1);
});
