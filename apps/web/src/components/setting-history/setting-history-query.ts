import type { SettingArea, SettingHistoryResponse } from '@affnet/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/http';

/** The query key of a settings page's history: a page's save invalidates it. */
export const settingHistoryKey = (area: SettingArea) => ['settings', area, 'history'] as const;

export const SETTING_HISTORY_PAGE_SIZE = 10;

/** One page of a settings page's history, newest first. */
export function settingHistoryQuery(area: SettingArea, page: number) {
  return queryOptions({
    queryKey: [...settingHistoryKey(area), page],
    queryFn: ({ signal }) =>
      request<SettingHistoryResponse>(`/v1/settings/history/${area}`, {
        query: { page, perPage: SETTING_HISTORY_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
