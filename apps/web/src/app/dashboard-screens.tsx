import type { ReactElement } from 'react';
import type { DashboardPortal } from '../features/dashboard/api/dashboard-portal';
import { tablePath } from './entity-links';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;

/** One dashboard feature, told its portal and where that portal's performance report lives. */
function dashboardScreen(portal: DashboardPortal): Loader {
  return async (entry) => {
    const { default: Page } = await import('../features/dashboard/pages/dashboard-page');
    return (
      <Page
        portal={portal}
        screen={screenMetaOf(entry)}
        reportPath={tablePath(`/${portal}/report/performance`)}
      />
    );
  };
}

/** The admin, publisher and advertiser dashboards, by route-table path. */
export const DASHBOARD_SCREENS: Readonly<Record<string, Loader>> = {
  '/admin/dashboard': dashboardScreen('admin'),
  '/publisher/dashboard': dashboardScreen('publisher'),
  '/advertiser/dashboard': dashboardScreen('advertiser'),
};
