import type { AppConfig, GetAppResponse } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** `GET /api/v1/app` (spec §7). The key is shared with the app shell, so the config is fetched once. */
export function getAppConfig(): Promise<AppConfig> {
  return request<GetAppResponse>('/v1/app').then((response) => response.data);
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app-config'],
    queryFn: getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAppConfig() {
  return useQuery(getAppConfigQueryOptions());
}
