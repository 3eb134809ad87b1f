import type { RegisterAdvertiserBody, RegisterResponse } from '@affnet/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

/** `POST /api/v1/auth/register/advertiser`: 201 pending or active; 409/422 when the e-mail is taken; 403 when closed. */
export function registerAdvertiser(body: RegisterAdvertiserBody): Promise<RegisterResponse> {
  return request<RegisterResponse>('/v1/auth/register/advertiser', {
    method: 'POST',
    body: toFormData(body),
  });
}

type UseRegisterAdvertiserOptions = Omit<
  UseMutationOptions<RegisterResponse, Error, RegisterAdvertiserBody>,
  'mutationFn'
>;

export function useRegisterAdvertiser(options: UseRegisterAdvertiserOptions = {}) {
  return useMutation({ ...options, mutationFn: registerAdvertiser });
}
