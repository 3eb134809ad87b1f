import type { ListPaymentMethodsResponse, PaymentMethodBody, PaymentMethodResponse } from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { useSettingsMutation } from './settings-mutation';

const PATH = '/v1/settings/payment-methods';
export const PAYMENT_METHODS_KEY = ['settings', 'payment-methods'] as const;

export const paymentMethodsQuery = queryOptions({
  queryKey: PAYMENT_METHODS_KEY,
  queryFn: ({ signal }) => request<ListPaymentMethodsResponse>(PATH, { signal }),
});

const itemPath = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** Adds a method (no id) or saves one. */
export function useSavePaymentMethod() {
  return useSettingsMutation(
    'payment-method',
    PAYMENT_METHODS_KEY,
    ({ id, body }: { id?: string; body: PaymentMethodBody }) =>
      request<PaymentMethodResponse>(id ? itemPath(id) : PATH, {
        method: id ? 'PUT' : 'POST',
        body: toFormData(body),
      }),
  );
}

export function useSetPaymentMethodEnabled() {
  return useSettingsMutation(
    'payment-method',
    PAYMENT_METHODS_KEY,
    ({ id, enabled }: { id: string; enabled: boolean }) =>
      request<PaymentMethodResponse>(`${itemPath(id)}/enabled`, {
        method: 'PUT',
        body: toFormData({ enabled }),
      }),
  );
}

/** A 409 when partners chose the method: the page says to disable it instead. */
export function useDeletePaymentMethod() {
  return useSettingsMutation('payment-method', PAYMENT_METHODS_KEY, (id: string) =>
    request<null>(itemPath(id), { method: 'DELETE' }),
  );
}
