import type { UserRole } from '@affnet/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../../lib/api/get-app-config';
import { todayIn } from '../../../lib/date-ranges';
import { type ReportState, readReportState, searchOfState } from './report-state';

/** Changes that keep the page (paging, the chart); every other change goes back to page 1. */
const PAGING_KEYS = new Set<keyof ReportState>(['page', 'perPage', 'chart', 'compare']);

/** The report's state in the URL, for one role, with "today" read in the report's zone. */
export function useReportState(role: UserRole) {
  const [params, setParams] = useSearchParams();
  const network = useAppConfig().timezone;
  const zone = params.get('tz') || network;
  const today = todayIn(zone);
  const state = useMemo(() => readReportState(params, role, today), [params, role, today]);
  const update = useCallback(
    (changes: Partial<ReportState>) => {
      const keepsPage = Object.keys(changes).every((key) => PAGING_KEYS.has(key as keyof ReportState));
      const next = { ...state, ...changes, ...(keepsPage ? {} : { page: 1 }) };
      setParams(searchOfState(next), { replace: false });
    },
    [state, setParams],
  );
  return { state, update, today, zone, networkZone: network };
}

export type ReportStateControl = ReturnType<typeof useReportState>;
