import type { Dashboard, GetDashboardResponse, ListCapPacingResponse } from '@affnet/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { capPacingPathOf, type DashboardPortal, dashboardPathOf } from './dashboard-portal';

/** Dashboards move with traffic: refreshed each minute while open. */
const REFRESH_MS = 60_000;

/** `GET /api/v1/{portal}/dashboard?tz=`: today, yesterday, 7 days, the trend and the top lists. */
export async function getDashboard(
  portal: DashboardPortal,
  tz: string,
  signal?: AbortSignal,
): Promise<Dashboard> {
  const answer = await request<GetDashboardResponse>(
    `${dashboardPathOf(portal)}?${new URLSearchParams({ tz })}`,
    { signal },
  );
  return answer.data;
}

export function useDashboard(portal: DashboardPortal, tz: string) {
  return useQuery({
    queryKey: ['dashboard', portal, tz],
    queryFn: ({ signal }) => getDashboard(portal, tz, signal),
    refetchInterval: REFRESH_MS,
  });
}

/** The caps this portal paces on its dashboard (none for advertisers). */
export function useDashboardCapPacing(portal: DashboardPortal) {
  const path = capPacingPathOf(portal);
  return useQuery({
    queryKey: ['dashboard', portal, 'cap-pacing'],
    queryFn: async ({ signal }) => (await request<ListCapPacingResponse>(path ?? '', { signal })).data,
    enabled: path !== null,
    refetchInterval: REFRESH_MS,
  });
}
