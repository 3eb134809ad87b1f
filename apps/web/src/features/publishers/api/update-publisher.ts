import type { Publisher, UpdatePublisherBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { publisherKeys } from './publisher-keys';

type PublisherAnswer = { data: Publisher };
export type UpdatePublisherInput = { id: string; body: UpdatePublisherBody };

/** `PUT /api/v1/publishers/:id`: the whole profile, as on create. */
export function updatePublisher({ id, body }: UpdatePublisherInput): Promise<PublisherAnswer> {
  return request<PublisherAnswer>(`/v1/publishers/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: toFormData(body),
  });
}

type Options = Omit<UseMutationOptions<PublisherAnswer, Error, UpdatePublisherInput>, 'mutationFn'>;

export function useUpdatePublisher({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updatePublisher,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(publisherKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: publisherKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
