import type { PublisherPostback, SaveStaffPostbackBody } from '@affnet/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { POSTBACK_PATHS, type PostbackSide, postbackKeys } from './postback-side';

type PostbackAnswer = { data: PublisherPostback };
/** The body as both sides send it; the publisher side has no `publisherId`. */
export type SavePostbackInput = {
  id?: string;
  body: Omit<SaveStaffPostbackBody, 'publisherId'> & { publisherId?: string };
};

/** `POST …/postbacks` (201) or `PUT …/postbacks/:id`, as form data. */
export function savePostback(side: PostbackSide, { id, body }: SavePostbackInput): Promise<PostbackAnswer> {
  const base = POSTBACK_PATHS[side].postbacks;
  const path = id ? `${base}/${encodeURIComponent(id)}` : base;
  return request<PostbackAnswer>(path, { method: id ? 'PUT' : 'POST', body: toFormData(body) });
}

type Options = Omit<UseMutationOptions<PostbackAnswer, Error, SavePostbackInput>, 'mutationFn'>;

export function useSavePostback(side: PostbackSide, { onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: SavePostbackInput) => savePostback(side, input),
    onSuccess: (...args) => {
      const [answer] = args;
      queryClient.setQueryData(postbackKeys.detail(side, answer.data.id), answer.data);
      void queryClient.invalidateQueries({ queryKey: postbackKeys.lists(side) });
      return onSuccess?.(...args);
    },
  });
}
