import type { ChangeConversionStatusesBody, ChangeConversionStatusResponse } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { reportRowKeys } from './report-row-keys';

/**
 * `POST /api/v1/conversions/status`: one status and reason for the chosen conversions, in one
 * transaction (audited; rollups and publisher postbacks follow). Answers how many changed.
 */
export function changeConversionStatuses(body: ChangeConversionStatusesBody) {
  return request<ChangeConversionStatusResponse>('/v1/conversions/status', {
    method: 'POST',
    body: toFormData(body),
  });
}

type Options = Omit<
  UseMutationOptions<ChangeConversionStatusResponse, Error, ChangeConversionStatusesBody>,
  'mutationFn'
>;

export function useChangeConversionStatuses({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: changeConversionStatuses,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: reportRowKeys.all });
      return onSuccess?.(...args);
    },
  });
}
