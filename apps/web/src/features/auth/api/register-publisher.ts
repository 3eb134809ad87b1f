import type { RegisterPublisherBody, RegisterResponse } from '@affnet/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

/** `POST /api/v1/auth/register/publisher`: 201 pending or active; 409/422 when the e-mail is taken; 403 when closed. */
export function registerPublisher(body: RegisterPublisherBody): Promise<RegisterResponse> {
  return request<RegisterResponse>('/v1/auth/register/publisher', { method: 'POST', body: toFormData(body) });
}

type UseRegisterPublisherOptions = Omit<
  UseMutationOptions<RegisterResponse, Error, RegisterPublisherBody>,
  'mutationFn'
>;

export function useRegisterPublisher(options: UseRegisterPublisherOptions = {}) {
  return useMutation({ ...options, mutationFn: registerPublisher });
}
