import type { PerformanceResponse } from '@affnet/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export const reportKeys = {
  all: ['reports'] as const,
  performance: (query: Record<string, string>) => ['reports', 'performance', query] as const,
};

/** GET /api/v1/reports/performance; the last answer stays on screen while the next loads. */
export function usePerformanceReport(query: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: reportKeys.performance(query),
    queryFn: ({ signal }) => request<PerformanceResponse>('/v1/reports/performance', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
