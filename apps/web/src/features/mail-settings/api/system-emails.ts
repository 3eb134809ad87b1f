import type {
  SystemEmailKey,
  SystemEmailListResponse,
  SystemEmailPreview,
  SystemEmailTemplate,
  SystemEmailTemplateView,
} from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingHistoryKey } from '../../../components/setting-history';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

const PATH = '/v1/settings/system-emails';
export const systemEmailsKey = ['settings', 'system-emails'] as const;
const pathOf = (key: SystemEmailKey) => `${PATH}/${encodeURIComponent(key)}`;

/** `GET /settings/system-emails`: every system e-mail as this network sends it. */
export const systemEmailsQuery = queryOptions({
  queryKey: systemEmailsKey,
  queryFn: async ({ signal }) => (await request<SystemEmailListResponse>(PATH, { signal })).data,
});

type TemplateAnswer = { data: SystemEmailTemplateView };

/** Puts the saved (or reset) e-mail into the list, and refreshes the history. */
function useSettled() {
  const queryClient = useQueryClient();
  return (view: SystemEmailTemplateView) => {
    queryClient.setQueryData(systemEmailsKey, (list: SystemEmailTemplateView[] | undefined) =>
      list?.map((item) => (item.key === view.key ? view : item)),
    );
    void queryClient.invalidateQueries({ queryKey: settingHistoryKey('system-email') });
  };
}

export type SaveSystemEmailInput = { key: SystemEmailKey; body: SystemEmailTemplate };

/** `PUT /settings/system-emails/{key}` as form data. */
export function useSaveSystemEmail() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async ({ key, body }: SaveSystemEmailInput) =>
      (await request<TemplateAnswer>(pathOf(key), { method: 'PUT', body: toFormData(body) })).data,
    onSuccess: settled,
  });
}

/** `DELETE /settings/system-emails/{key}`: back to the default text. */
export function useResetSystemEmail() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async (key: SystemEmailKey) =>
      (await request<TemplateAnswer>(pathOf(key), { method: 'DELETE' })).data,
    onSuccess: settled,
  });
}

/** `POST /settings/system-emails/{key}/preview`: the draft rendered by the server with sample values. */
export function usePreviewSystemEmail() {
  return useMutation({
    mutationFn: async ({ key, body }: SaveSystemEmailInput) =>
      (
        await request<{ data: SystemEmailPreview }>(`${pathOf(key)}/preview`, {
          method: 'POST',
          body: toFormData(body),
        })
      ).data,
  });
}
