import type {
  CreatedIntegrationKeyResponse,
  CreateIntegrationKeyBody,
  ListIntegrationKeysResponse,
} from '@affnet/contracts';
import { queryOptions } from '@tanstack/react-query';
import { toFormData } from '../../../lib/form-data';
import { request } from '../../../lib/http';
import { useSettingsMutation } from './settings-mutation';

const PATH = '/v1/settings/integration-keys';
export const INTEGRATION_KEYS_KEY = ['settings', 'integration-keys'] as const;

export const integrationKeysQuery = queryOptions({
  queryKey: INTEGRATION_KEYS_KEY,
  queryFn: ({ signal }) => request<ListIntegrationKeysResponse>(PATH, { signal }),
});

/** The answer holds the key itself: the only time it is sent. */
export function useCreateIntegrationKey() {
  return useSettingsMutation('integration', INTEGRATION_KEYS_KEY, (body: CreateIntegrationKeyBody) =>
    request<CreatedIntegrationKeyResponse>(PATH, { method: 'POST', body: toFormData(body) }),
  );
}

export function useRevokeIntegrationKey() {
  return useSettingsMutation('integration', INTEGRATION_KEYS_KEY, (id: string) =>
    request<unknown>(`${PATH}/${id}/revoke`, { method: 'POST' }),
  );
}
