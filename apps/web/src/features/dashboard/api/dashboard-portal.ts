/** The three portals with a dashboard; each reads its own endpoints (the server scopes the rows). */
export type DashboardPortal = 'admin' | 'publisher' | 'advertiser';

const DASHBOARD_PATHS: Record<DashboardPortal, string> = {
  admin: '/v1/dashboard',
  publisher: '/v1/publisher/dashboard',
  advertiser: '/v1/advertiser/dashboard',
};

/** Staff see the caps at risk across the network; publishers the caps shown to them. */
const CAP_PACING_PATHS: Record<DashboardPortal, string | null> = {
  admin: '/v1/cap-pacing?atRisk=true',
  publisher: '/v1/publisher/cap-pacing',
  advertiser: null,
};

export const dashboardPathOf = (portal: DashboardPortal) => DASHBOARD_PATHS[portal];
export const capPacingPathOf = (portal: DashboardPortal) => CAP_PACING_PATHS[portal];

export { viewerTimeZone } from '../../../lib/time-zone';
