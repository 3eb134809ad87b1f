import type { ListReportColumnsResponse, ReportColumns, ReportTable } from '@affnet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthStore } from '../../stores/auth-store';
import { toFormData } from '../form-data';
import { request } from '../http';
import { notifyFailure } from '../notify';

/*
 * The columns the signed-in user hides on each wide report table, kept on the server per user and
 * table (`GET`/`PUT /api/v1/me/report-columns`; docs/reports.md "Choosing columns"). Read once a
 * session; a choice shows at once and is saved behind it, undone with a message if the save fails.
 * Shared by the performance report and the row reports, so it lives here.
 */

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

const keyOf = (userId: string | undefined) => ['me', userId ?? 'signed-out', 'report-columns'] as const;

function saveReportColumns(choice: ReportColumns): Promise<{ data: ReportColumns }> {
  return request<{ data: ReportColumns }>('/v1/me/report-columns', {
    method: 'PUT',
    body: toFormData({ table: choice.table, hidden: choice.hidden }),
  });
}

const withChoice = (choices: ReportColumns[], choice: ReportColumns) => [
  ...choices.filter((known) => known.table !== choice.table),
  choice,
];

export type ReportColumnChoice = {
  /** The columns hidden; nothing until the user's choices have loaded. */
  hidden: ReadonlySet<string>;
  setHidden: (hidden: readonly string[]) => void;
};

export function useReportColumns(table: ReportTable): ReportColumnChoice {
  const userId = useAuthStore((state) => state.user?.id);
  const queryKey = keyOf(userId);
  const queryClient = useQueryClient();
  const choices = useQuery({
    queryKey,
    queryFn: ({ signal }) => request<ListReportColumnsResponse>('/v1/me/report-columns', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer) => answer.data,
  });
  const save = useMutation({
    mutationFn: saveReportColumns,
    // One save at a time, in the order chosen: the last choice is the one kept.
    scope: { id: 'report-columns' },
    onMutate: async (choice) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ListReportColumnsResponse>(queryKey);
      queryClient.setQueryData<ListReportColumnsResponse>(queryKey, {
        data: withChoice(before?.data ?? [], choice),
      });
      return { before };
    },
    onError: (error, _choice, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      notifyFailure('Could not save your columns', error);
    },
  });
  const hiddenKeys = choices.data?.find((choice) => choice.table === table)?.hidden;
  const hidden = useMemo(() => (hiddenKeys ? new Set(hiddenKeys) : NOTHING_HIDDEN), [hiddenKeys]);
  return { hidden, setHidden: (keys) => save.mutate({ table, hidden: [...keys] }) };
}
