import type { PostbackSecretResponse } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { postbackKeys } from './postback-side';

const SECRET_PATH = '/v1/publisher/postback-secret';

/** `GET /api/v1/publisher/postback-secret`: the publisher's signing secret (made on first read). */
export function usePostbackSecret() {
  return useQuery({
    queryKey: postbackKeys.secret,
    queryFn: async ({ signal }) =>
      (await request<PostbackSecretResponse>(SECRET_PATH, { signal })).data.secret,
  });
}

type Options = Omit<UseMutationOptions<PostbackSecretResponse, Error, void>, 'mutationFn'>;

/** `POST /api/v1/publisher/postback-secret/rotate`: a new secret, used from the next call on. */
export function useRotatePostbackSecret({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: () => request<PostbackSecretResponse>(`${SECRET_PATH}/rotate`, { method: 'POST' }),
    onSuccess: (...args) => {
      queryClient.setQueryData(postbackKeys.secret, args[0].data.secret);
      return onSuccess?.(...args);
    },
  });
}
