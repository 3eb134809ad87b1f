import { type AppConfig, DEFAULT_APP_NAME } from '@affnet/contracts';

/** Local-storage key of the last app configuration the server answered. */
export const APP_CONFIG_CACHE_KEY = 'app-config';

/** Used when the server never answered on this browser: the spec's fallback name, default logo. */
export const FALLBACK_APP_CONFIG: AppConfig = {
  name: DEFAULT_APP_NAME,
  logo: null,
  favicon: null,
  status: 'active',
  supportEmail: null,
  brandColor: null,
  defaultCurrency: 'USD',
  timezone: 'UTC',
  registration: { publisher: true, advertiser: true },
  demoAccounts: null,
};

/**
 * A light shape check of what this app itself stored earlier (zod stays off the first-load path;
 * the server already serialises the config through its contracts schema).
 */
function looksLikeAppConfig(value: unknown): value is AppConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { name, status } = value as { name?: unknown; status?: unknown };
  return typeof name === 'string' && (status === 'active' || status === 'suspended');
}

export function loadLastGoodConfig(): AppConfig | null {
  try {
    const stored = localStorage.getItem(APP_CONFIG_CACHE_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return looksLikeAppConfig(parsed) ? { ...FALLBACK_APP_CONFIG, ...parsed } : null;
  } catch {
    return null;
  }
}

export function saveLastGoodConfig(config: AppConfig): void {
  try {
    localStorage.setItem(APP_CONFIG_CACHE_KEY, JSON.stringify(config));
  } catch {
    // Storage full or blocked (private mode): the config still works for this visit.
  }
}
