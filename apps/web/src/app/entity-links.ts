import { generatePath } from 'react-router';
import type { EntityLinks, OfferLinks } from '../lib/screen';
import type { RouteEntry } from './route-entry';
import { ROUTE_TABLE, tabSiblingsOf } from './route-table';

/** A path pattern of the route table; a missing entry is a programming error, found at first use. */
export function tablePath(path: string): string {
  if (!ROUTE_TABLE.some((entry) => entry.path === path)) throw new Error(`No route-table entry for ${path}`);
  return path;
}

/**
 * A screen's path as the portal being shown has it: `at('/admin/offer/manage')`. The employee
 * portal shows the admin's pages under /employee (route-table-employee.ts), and an employee who
 * opens an /admin path is sent to their dashboard (spec §4): so every link an employee's page
 * carries names the /employee copy, and a new tab, a bookmark or a copied link open it too.
 */
export type PortalPath = (adminPath: string) => string;

/** The portal paths of the screen `entry` shows (its own role's copies of the admin screens). */
export function portalPathOf(entry: Pick<RouteEntry, 'role'>): PortalPath {
  if (entry.role !== 'employee') return tablePath;
  return (path) => tablePath(path.replace(/^\/admin\//, '/employee/'));
}

/** The admin portal's paths (the default of helpers a test calls without a screen). */
export const ADMIN_PATHS: PortalPath = tablePath;

/**
 * The list, add, view and edit screens under the admin path `base` (e.g. /admin/advertiser), in
 * the portal `at` shows, from the route table.
 */
export function entityLinksOf(base: string, at: PortalPath = ADMIN_PATHS): EntityLinks {
  const view = at(`${base}/view/:id`);
  const edit = at(`${base}/edit/:id`);
  return {
    list: at(`${base}/manage`),
    add: at(`${base}/add`),
    view: (id) => generatePath(view, { id }),
    edit: (id) => generatePath(edit, { id }),
  };
}

const OFFERS = '/admin/offer';

/**
 * The offer screens' paths in the portal `at` shows: offer/manage, the two add screens and the
 * editor's tabs in table order, each marked built when `isBuilt` knows a screen for its admin
 * path pattern.
 */
export function offerLinksOf(
  isBuilt: (pattern: string) => boolean,
  at: PortalPath = ADMIN_PATHS,
): OfferLinks {
  const general = ROUTE_TABLE.find((entry) => entry.path === at(`${OFFERS}/:id/general`));
  const tabs = general ? tabSiblingsOf(general) : [];
  return {
    list: at(`${OFFERS}/manage`),
    add: at(`${OFFERS}/add`),
    addClassic: at(`${OFFERS}/add/classic`),
    tabs: tabs.map((entry) => ({
      segment: entry.path.slice(entry.path.lastIndexOf('/') + 1),
      label: entry.tab ?? entry.title,
      path: (id: string) => generatePath(entry.path, { id }),
      isBuilt: isBuilt(entry.source ?? entry.path),
    })),
  };
}
