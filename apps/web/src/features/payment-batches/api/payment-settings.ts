import type { PaymentSettings } from '@affnet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { PAYMENT_SETTINGS_PATH, paymentBatchKeys } from './payment-batch-keys';

export type PaymentSettingsResponse = { data: PaymentSettings };
/** What `updatePaymentSettingsBodySchema` makes of the form: the settings themselves. */
export type UpdatePaymentSettingsBody = PaymentSettings;

/** `GET /api/v1/billing/payment-settings`: the hold after a details change, and four eyes on approval. */
export function usePaymentSettings() {
  return useQuery({
    queryKey: paymentBatchKeys.settings(),
    queryFn: async ({ signal }): Promise<PaymentSettings> =>
      (await request<PaymentSettingsResponse>(PAYMENT_SETTINGS_PATH, { signal })).data,
  });
}

/** `PUT /api/v1/billing/payment-settings`; the candidates' holds follow the new number of days. */
export function useUpdatePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentSettingsBody) =>
      request<PaymentSettingsResponse>(PAYMENT_SETTINGS_PATH, { method: 'PUT', body: toFormData(body) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(paymentBatchKeys.settings(), answer.data);
      void queryClient.invalidateQueries({ queryKey: [...paymentBatchKeys.all, 'candidates'] });
    },
  });
}
