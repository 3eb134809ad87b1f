import type { EntityLinks, ScreenMeta } from '../../../lib/screen';

/** The employee and role screens' paths, from the route table (app/team-screens.tsx). */
export type TeamLinks = { employees: EntityLinks; roles: EntityLinks };

export type TeamScreenProps = { screen: ScreenMeta; links: TeamLinks };

export const ROLE_NOUN = { singular: 'role', plural: 'roles' };
export const EMPLOYEE_NOUN = { singular: 'employee', plural: 'employees' };
