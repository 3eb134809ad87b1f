import type { ForgotPasswordBody, MessageResponse } from '@affnet/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

/** `POST /api/v1/auth/forgot-password`: always 202 with the same message, whether or not the address exists. */
export function forgotPassword(body: ForgotPasswordBody): Promise<MessageResponse> {
  return request<MessageResponse>('/v1/auth/forgot-password', { method: 'POST', body: toFormData(body) });
}

type UseForgotPasswordOptions = Omit<
  UseMutationOptions<MessageResponse, Error, ForgotPasswordBody>,
  'mutationFn'
>;

export function useForgotPassword(options: UseForgotPasswordOptions = {}) {
  return useMutation({ ...options, mutationFn: forgotPassword });
}
