import type { Creative, CreativeInput } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { creativeKeys } from './creative-keys';

type CreativeAnswer = { data: Creative };
/** The request body as the browser holds it: a banner's image is a File (sent as a file, spec §5). */
export type CreativeRequest = Omit<CreativeInput, 'file'> & { file?: Blob };
/** A new creative (no id) or a change to one. */
export type SaveCreativeInput = { id?: string; body: CreativeRequest };

/** `POST /api/v1/creatives` (201) or `PUT /api/v1/creatives/:id`, multipart either way. */
export function saveCreative({ id, body }: SaveCreativeInput): Promise<CreativeAnswer> {
  const path = id ? `/v1/creatives/${encodeURIComponent(id)}` : '/v1/creatives';
  return request<CreativeAnswer>(path, { method: id ? 'PUT' : 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<CreativeAnswer, Error, SaveCreativeInput>, 'mutationFn'>;

export function useSaveCreative({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveCreative,
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(creativeKeys.detail(answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: creativeKeys.lists() });
      return onSuccess?.(...args);
    },
  });
}
