import type { SettingArea } from '@affnet/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { settingHistoryKey } from '../../../components/setting-history';

/**
 * A save on a settings page: once the server accepted it, the page's data and its history are
 * read again (the history gained a line).
 */
export function useSettingsMutation<Variables, Answer>(
  area: SettingArea,
  dataKey: QueryKey,
  mutationFn: (variables: Variables) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dataKey });
      void queryClient.invalidateQueries({ queryKey: settingHistoryKey(area) });
    },
  });
}
