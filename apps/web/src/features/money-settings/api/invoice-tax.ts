import type {
  InvoiceSettingsBody,
  InvoiceSettingsResponse,
  ListTaxRatesResponse,
  TaxRateBody,
  TaxRateResponse,
} from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { useSettingsMutation } from './settings-mutation';

const TAX = '/v1/settings/tax-rates';
const INVOICE = '/v1/settings/invoice';
export const TAX_RATES_KEY = ['settings', 'tax-rates'] as const;
export const INVOICE_SETTINGS_KEY = ['settings', 'invoice'] as const;

export const taxRatesQuery = queryOptions({
  queryKey: TAX_RATES_KEY,
  queryFn: ({ signal }) => request<ListTaxRatesResponse>(TAX, { signal }),
});

export const invoiceSettingsQuery = queryOptions({
  queryKey: INVOICE_SETTINGS_KEY,
  queryFn: ({ signal }) => request<InvoiceSettingsResponse>(INVOICE, { signal }),
});

export function useSaveTaxRate() {
  return useSettingsMutation(
    'invoice-tax',
    TAX_RATES_KEY,
    ({ id, body }: { id?: string; body: TaxRateBody }) =>
      request<TaxRateResponse>(id ? `${TAX}/${id}` : TAX, {
        method: id ? 'PUT' : 'POST',
        body: toFormData(body),
      }),
  );
}

export function useDeleteTaxRate() {
  return useSettingsMutation('invoice-tax', TAX_RATES_KEY, (id: string) =>
    request<null>(`${TAX}/${id}`, { method: 'DELETE' }),
  );
}

export function useSaveInvoiceSettings() {
  return useSettingsMutation('invoice-tax', INVOICE_SETTINGS_KEY, (body: InvoiceSettingsBody) =>
    request<InvoiceSettingsResponse>(INVOICE, { method: 'PUT', body: toFormData(body) }),
  );
}
