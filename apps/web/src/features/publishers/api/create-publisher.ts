import type { CreatePublisherBody, Publisher } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { publisherKeys } from './publisher-keys';

type PublisherAnswer = { data: Publisher };

/** `POST /api/v1/publishers`: 201 with the publisher, who is e-mailed an invitation; 409/422 on bad input. */
export function createPublisher(body: CreatePublisherBody): Promise<PublisherAnswer> {
  return request<PublisherAnswer>('/v1/publishers', { method: 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<PublisherAnswer, Error, CreatePublisherBody>, 'mutationFn'>;

export function useCreatePublisher({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createPublisher,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(publisherKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: publisherKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
