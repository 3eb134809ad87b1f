import type { AdvertiserTestConversion, AdvertiserTestConversionBody } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

export type AdvertiserTestAnswer = { data: AdvertiserTestConversion };
export type AdvertiserTestVariables = { offerId: string; body: AdvertiserTestConversionBody };

/**
 * `POST /api/v1/advertiser/offers/:id/test-conversion`: a real test click and test conversion of
 * their own offer; flagged test, never billed, no publisher called.
 */
export function runTestConversion({ offerId, body }: AdvertiserTestVariables): Promise<AdvertiserTestAnswer> {
  return request<AdvertiserTestAnswer>(
    `/v1/advertiser/offers/${encodeURIComponent(offerId)}/test-conversion`,
    {
      method: 'POST',
      body: toFormData(body),
    },
  );
}

export function useRunTestConversion() {
  return useMutation({ mutationFn: runTestConversion });
}
