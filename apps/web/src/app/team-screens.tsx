import type { ComponentType, ReactElement } from 'react';
import type { TeamLinks, TeamScreenProps } from '../features/team/components/team-types';
import { entityLinksOf } from './entity-links';
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

/** employee/* and employee/role/* of the admin panel, by route-table path. */
export const TEAM_SCREENS: Readonly<Record<string, Loader>> = {
  [`${EMPLOYEES}/manage`]: teamScreen(() => import('../features/team/pages/employee-list-page')),
  [`${EMPLOYEES}/add`]: teamScreen(() => import('../features/team/pages/employee-add-page')),
  [`${EMPLOYEES}/view/:id`]: teamScreen(() => import('../features/team/pages/employee-view-page')),
  [`${EMPLOYEES}/edit/:id`]: teamScreen(() => import('../features/team/pages/employee-edit-page')),
  [`${ROLES}/manage`]: teamScreen(() => import('../features/team/pages/role-list-page')),
  [`${ROLES}/add`]: teamScreen(() => import('../features/team/pages/role-add-page')),
  [`${ROLES}/view/:id`]: teamScreen(() => import('../features/team/pages/role-view-page')),
  [`${ROLES}/edit/:id`]: teamScreen(() => import('../features/team/pages/role-edit-page')),
};
