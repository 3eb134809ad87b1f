import type { TestConversion, TestConversionBody } from '@affnet/contracts';
import { useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

export type TestConversionAnswer = { data: TestConversion };
export type TestConversionVariables = { offerId: string; body: TestConversionBody };

/**
 * `POST /api/v1/offers/:id/test-conversion`: a real test click and test conversion, which queues
 * the publisher's postbacks as test calls. Counts in no cap and no money.
 */
export function runTestConversion({ offerId, body }: TestConversionVariables): Promise<TestConversionAnswer> {
  return request<TestConversionAnswer>(`/v1/offers/${encodeURIComponent(offerId)}/test-conversion`, {
    method: 'POST',
    body: toFormData(body),
  });
}

export function useRunTestConversion() {
  return useMutation({ mutationFn: runTestConversion });
}
