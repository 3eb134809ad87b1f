import type { ComponentType, ReactElement } from 'react';
import type { TeamLinks, TeamScreenProps } from '../features/team/components/team-types';
import { entityLinksOf, tablePath } from './entity-links';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;
type TeamPageModule = { default: ComponentType<TeamScreenProps> };

const EMPLOYEES = '/admin/employee';
const ROLES = '/admin/employee/role';

/** The employee and role screens' paths, from the route table. */
export function teamLinks(): TeamLinks {
  return { employees: entityLinksOf(EMPLOYEES), roles: entityLinksOf(ROLES) };
}

function teamScreen(load: () => Promise<TeamPageModule>): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} links={teamLinks()} />;
  };
}

/** employee/dashboard: the employee's partners and what waits for them, linking to their own screens. */
const employeeDashboard: Loader = async (entry) => {
  const { default: Page } = await import('../features/team/pages/employee-dashboard-page');
  const links = {
    publishers: entityLinksOf('/employee/publisher'),
    advertisers: entityLinksOf('/employee/advertiser'),
    access: tablePath('/employee/offer/access'),
  };
  return <Page screen={screenMetaOf(entry)} links={links} />;
};

/** employee/* and employee/role/* of the admin panel, and the employee's dashboard, by route-table path. */
export const TEAM_SCREENS: Readonly<Record<string, Loader>> = {
  [`${EMPLOYEES}/manage`]: teamScreen(() => import('../features/team/pages/employee-list-page')),
  [`${EMPLOYEES}/add`]: teamScreen(() => import('../features/team/pages/employee-add-page')),
  [`${EMPLOYEES}/view/:id`]: teamScreen(() => import('../features/team/pages/employee-view-page')),
  [`${EMPLOYEES}/edit/:id`]: teamScreen(() => import('../features/team/pages/employee-edit-page')),
  [`${ROLES}/manage`]: teamScreen(() => import('../features/team/pages/role-list-page')),
  [`${ROLES}/add`]: teamScreen(() => import('../features/team/pages/role-add-page')),
  [`${ROLES}/view/:id`]: teamScreen(() => import('../features/team/pages/role-view-page')),
  [`${ROLES}/edit/:id`]: teamScreen(() => import('../features/team/pages/role-edit-page')),
  '/employee/dashboard': employeeDashboard,
};
