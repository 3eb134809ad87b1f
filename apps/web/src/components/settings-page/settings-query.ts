import type { SettingArea } from '@affnet/contracts';
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormValue, toFormData } from '../../lib/form-data';
import { type RequestOptions, request } from '../../lib/http';
import { settingHistoryKey } from '../setting-history';

/** The query key of a settings page's current values (its history sits beside it). */
export const settingsKey = (area: string) => ['settings', area, 'current'] as const;

/** `GET /api/v1{path}` → its `data`, cached under the page's key. */
export function settingsQuery<Data>(key: QueryKey, path: string) {
  return queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await request<{ data: Data }>(path, { signal })).data,
  });
}

type SaveOptions = {
  key: QueryKey;
  path: string;
  method?: RequestOptions['method'];
  /** The history to refresh after a save. */
  area?: SettingArea;
  /** Other queries that read these settings (the app config after setting/general). */
  alsoInvalidate?: readonly QueryKey[];
};

/**
 * Saves a settings form (spec §5 form data) and puts the answer in the page's query; the page's
 * history and the queries named in `alsoInvalidate` are fetched again.
 */
export function useSaveSettings<Body extends { readonly [key: string]: FormValue }, Data>(
  options: SaveOptions,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) =>
      (
        await request<{ data: Data }>(options.path, {
          method: options.method ?? 'PUT',
          body: toFormData(body),
        })
      ).data,
    onSuccess: (data) => {
      queryClient.setQueryData(options.key, data);
      if (options.area) void queryClient.invalidateQueries({ queryKey: settingHistoryKey(options.area) });
      for (const key of options.alsoInvalidate ?? []) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
