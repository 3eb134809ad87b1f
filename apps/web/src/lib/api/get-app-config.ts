import type { AppConfig, GetAppResponse } from '@affnet/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { FALLBACK_APP_CONFIG, loadLastGoodConfig, saveLastGoodConfig } from '../app-config-cache';
import { request } from '../http';

/**
 * The one reader of the network's configuration: the shell (branding, the not-active screen), the
 * sign-in and sign-up screens and every later screen share this query, fetched once per visit.
 */
export const APP_CONFIG_QUERY_KEY = ['app-config'] as const;

/**
 * `GET /api/v1/app` (spec §7). On failure the existing config is kept and the error logged: the
 * last good answer (remembered in local storage), or the fallback when there has never been one.
 */
export async function getAppConfig(): Promise<AppConfig> {
  try {
    // The server answers through AppConfigSchema (its response schema), so the type holds.
    const { data: config } = await request<GetAppResponse>('/v1/app');
    saveLastGoodConfig(config);
    return config;
  } catch (error) {
    console.error('Could not load the app configuration; keeping the existing one.', error);
    return loadLastGoodConfig() ?? FALLBACK_APP_CONFIG;
  }
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: APP_CONFIG_QUERY_KEY,
    queryFn: getAppConfig,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The query itself, for the shell that shows 'Loading App...' while it is pending. */
export function useAppConfigQuery() {
  return useQuery(getAppConfigQueryOptions());
}

/** The config for screens rendered after the shell has loaded it; never undefined. */
export function useAppConfig(): AppConfig {
  const { data } = useAppConfigQuery();
  return data ?? loadLastGoodConfig() ?? FALLBACK_APP_CONFIG;
}
