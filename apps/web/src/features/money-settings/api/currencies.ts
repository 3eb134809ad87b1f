import type { AddCurrencyBody, CurrencySettingsResponse, ExchangeRateBody } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { useSettingsMutation } from './settings-mutation';

const PATH = '/v1/settings/currencies';
export const CURRENCIES_KEY = ['settings', 'currencies'] as const;

export const currenciesQuery = queryOptions({
  queryKey: CURRENCIES_KEY,
  queryFn: ({ signal }) => request<CurrencySettingsResponse>(PATH, { signal }),
});

export function useAddCurrency() {
  return useSettingsMutation('currency', CURRENCIES_KEY, (body: AddCurrencyBody) =>
    request<CurrencySettingsResponse>(PATH, { method: 'POST', body: toFormData(body) }),
  );
}

export function useAddRate() {
  return useSettingsMutation(
    'currency',
    CURRENCIES_KEY,
    ({ code, body }: { code: string; body: ExchangeRateBody }) =>
      request<CurrencySettingsResponse>(`${PATH}/${code}/rates`, { method: 'POST', body: toFormData(body) }),
  );
}

export function useDisableCurrency() {
  return useSettingsMutation('currency', CURRENCIES_KEY, (code: string) =>
    request<CurrencySettingsResponse>(`${PATH}/${code}`, { method: 'DELETE' }),
  );
}
