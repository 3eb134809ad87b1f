import type { ComponentType, ReactElement } from 'react';
import type { TeamLinks, TeamScreenProps } from '../features/team/components/team-types';
import { ADMIN_PATHS, entityLinksOf, type PortalPath, portalPathOf } from './entity-links';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;
type TeamPageModule = { default: ComponentType<TeamScreenProps> };

const EMPLOYEES = '/admin/employee';
const ROLES = '/admin/employee/role';

/** The employee and role screens' paths in the portal `at` shows, from the route table. */
export function teamLinks(at: PortalPath = ADMIN_PATHS): TeamLinks {
  return { employees: entityLinksOf(EMPLOYEES, at), roles: entityLinksOf(ROLES, at) };
}

function teamScreen(load: () => Promise<TeamPageModule>): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} links={teamLinks(portalPathOf(entry))} />;
  };
}

/**
 * employee/dashboard: the figures of their data scope (the dashboard feature's card), their
 * partners and what waits for them, linking to their own screens.
 */
const employeeDashboard: Loader = async (entry) => {
  const [{ default: Page }, { ScopeFiguresCard }] = await Promise.all([
    import('../features/team/pages/employee-dashboard-page'),
    import('../features/dashboard/components/scope-figures-card'),
  ]);
  const at = portalPathOf(entry);
  const links = {
    publishers: entityLinksOf('/admin/publisher', at),
    advertisers: entityLinksOf('/admin/advertiser', at),
    access: at('/admin/offer/access'),
  };
  const reportPath = at('/admin/report/performance');
  return (
    <Page
      screen={screenMetaOf(entry)}
      links={links}
      figures={(description) => <ScopeFiguresCard description={description} reportPath={reportPath} />}
    />
  );
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
