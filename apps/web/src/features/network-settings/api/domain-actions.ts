import type { DomainCheck, DomainSettings, DomainVerification } from '@affnet/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingHistoryKey } from '../../../components/setting-history';
import { settingsKey } from '../../../components/settings-page';
import { request } from '../../../lib/http';

const DOMAINS = '/v1/settings/domains';

/** After a domain changes: the page's list and its history are fetched again. */
function useDomainMutation<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKey('domain') });
      void queryClient.invalidateQueries({ queryKey: settingHistoryKey('domain') });
    },
  });
}

/** `DELETE /settings/domains/:id`; 409 for the only panel domain. */
export const useRemoveDomain = () =>
  useDomainMutation((id: string) => request<void>(`${DOMAINS}/${id}`, { method: 'DELETE' }));

/** `POST /settings/domains/:id/default`: tracking links use this domain from now on. */
export const useMakeDefaultDomain = () =>
  useDomainMutation((id: string) => request<void>(`${DOMAINS}/${id}/default`, { method: 'POST' }));

/**
 * `POST /settings/domains/:id/verify`: is the domain's TXT record published? Verified, the domain
 * routes to this network; the list is fetched again either way (the history gains an entry).
 */
export const useVerifyDomain = () =>
  useDomainMutation(
    async (id: string) =>
      (await request<{ data: DomainVerification }>(`${DOMAINS}/${id}/verify`, { method: 'POST' })).data,
  );

/** `POST /settings/domains/:id/check`: does the name resolve and reach this network? */
export const useCheckDomain = () =>
  useMutation({
    mutationFn: async (id: string) =>
      (await request<{ data: DomainCheck }>(`${DOMAINS}/${id}/check`, { method: 'POST' })).data,
  });

export type DomainList = DomainSettings['domains'];
