import type {
  SaveSmtpSettings,
  SmtpSettingsResponse,
  SmtpSettingsView,
  SmtpTestResult,
  TestSmtpSettings,
} from '@affnet/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingHistoryKey } from '../../../components/setting-history';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';

const PATH = '/v1/settings/smtp';
export const smtpSettingsKey = ['settings', 'smtp'] as const;

/** `GET /settings/smtp`: the network's mail server (whether a password is set, never the password). */
export const smtpSettingsQuery = queryOptions({
  queryKey: smtpSettingsKey,
  queryFn: async ({ signal }) => (await request<SmtpSettingsResponse>(PATH, { signal })).data,
});

/** After a save or a removal: the answer is the new state, and the history has a new entry. */
function useSettled() {
  const queryClient = useQueryClient();
  return (view: SmtpSettingsView) => {
    queryClient.setQueryData(smtpSettingsKey, view);
    void queryClient.invalidateQueries({ queryKey: settingHistoryKey('smtp') });
  };
}

/** `PUT /settings/smtp` as form data; a blank password is left out, which keeps the stored one. */
export function useSaveSmtpSettings() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async (body: SaveSmtpSettings) =>
      (await request<SmtpSettingsResponse>(PATH, { method: 'PUT', body: toFormData(body) })).data,
    onSuccess: settled,
  });
}

/** `DELETE /settings/smtp`: the server-wide mail server sends this network's mail again. */
export function useRemoveSmtpSettings() {
  const settled = useSettled();
  return useMutation({
    mutationFn: async () => (await request<SmtpSettingsResponse>(PATH, { method: 'DELETE' })).data,
    onSuccess: settled,
  });
}

/** `POST /settings/smtp/test`: one message with the fields as typed; answers what the server said. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: async (body: TestSmtpSettings) =>
      (await request<{ data: SmtpTestResult }>(`${PATH}/test`, { method: 'POST', body: toFormData(body) }))
        .data,
  });
}
