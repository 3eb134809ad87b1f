import type { UserRole } from '@affnet/contracts';
import type { ReactElement } from 'react';
import { portalPathOf } from './entity-links';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;

const loadPerformance = () => import('../features/reports/pages/performance-report-page');

/** One performance report for every portal, told its role and where its conversion report is. */
function performanceScreen(role: UserRole, conversionsPath: string): Loader {
  return async (entry) => {
    const { default: Page } = await loadPerformance();
    const path = portalPathOf(entry)(conversionsPath);
    return <Page role={role} screen={screenMetaOf(entry)} conversionsPath={path} />;
  };
}

/** report/* screens, by route-table path. */
export const REPORT_SCREENS: Readonly<Record<string, Loader>> = {
  '/admin/report/performance': performanceScreen('admin', '/admin/report/conversion'),
  '/publisher/report/performance': performanceScreen('publisher', '/publisher/report/conversions'),
  '/advertiser/report/performance': performanceScreen('advertiser', '/advertiser/report/conversions'),
};
