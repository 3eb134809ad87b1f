import type {
  AdvertiserCreditBody,
  AdvertiserCreditResponse,
  AdvertiserPrepaymentBody,
} from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

const creditPath = (id: string) => `/v1/billing/advertisers/${encodeURIComponent(id)}/credit`;
const creditKey = (id: string) => ['partners', 'advertiser', id, 'credit'] as const;

/** `GET /api/v1/billing/advertisers/:id/credit`: the advertiser's credit control and standing now (billing.read). */
export const advertiserCreditQuery = (id: string) =>
  queryOptions({
    queryKey: creditKey(id),
    queryFn: ({ signal }) => request<AdvertiserCreditResponse>(creditPath(id), { signal }),
  });

/** Both writes answer the credit as it stands after the check they run: it replaces the cached one. */
function useCreditWrite<Body extends object>(
  send: (id: string, body: Body) => Promise<AdvertiserCreditResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Body }) => send(id, body),
    onSuccess: (answer, { id }) => queryClient.setQueryData(creditKey(id), answer),
  });
}

/** `PUT …/credit`: the terms (mode "none" ends credit control). */
export const useSaveAdvertiserCredit = () =>
  useCreditWrite<AdvertiserCreditBody>((id, body) =>
    request<AdvertiserCreditResponse>(creditPath(id), { method: 'PUT', body: toFormData(body) }),
  );

/** `POST …/credit/prepayments`: money a prepaid advertiser paid in advance. */
export const useRecordPrepayment = () =>
  useCreditWrite<AdvertiserPrepaymentBody>((id, body) =>
    request<AdvertiserCreditResponse>(`${creditPath(id)}/prepayments`, {
      method: 'POST',
      body: toFormData(body),
    }),
  );
