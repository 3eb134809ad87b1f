import type { LoginBody, LoginResponse } from '@affnet/contracts';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

/** `POST /api/v1/auth/login`: 401 for a wrong pair, 403 for an account that may not sign in, 429 when throttled. */
export function login(body: LoginBody): Promise<LoginResponse> {
  return request<LoginResponse>('/v1/auth/login', { method: 'POST', body: toFormData(body) });
}

type UseLoginOptions = Omit<UseMutationOptions<LoginResponse, Error, LoginBody>, 'mutationFn'>;

export function useLogin(options: UseLoginOptions = {}) {
  return useMutation({ ...options, mutationFn: login });
}
