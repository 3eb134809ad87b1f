import type { MessageResponse, ResetPasswordBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

/** `POST /api/v1/auth/reset-password`: 422 with `errors.token` when the link is invalid, expired or used. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return request<MessageResponse>('/v1/auth/reset-password', { method: 'POST', body: toFormData(body) });
}

type UseResetPasswordOptions = Omit<
  UseMutationOptions<MessageResponse, Error, ResetPasswordBody>,
  'mutationFn'
>;

export function useResetPassword(options: UseResetPasswordOptions = {}) {
  return useMutation({ ...options, mutationFn: resetPassword });
}
