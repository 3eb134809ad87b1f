import { generatePath } from 'react-router';
import type { EntityLinks, OfferLinks } from '../lib/screen';
import { ROUTE_TABLE, tabSiblingsOf } from './route-table';

/** A path pattern of the route table; a missing entry is a programming error, found at first use. */
export function tablePath(path: string): string {
  if (!ROUTE_TABLE.some((entry) => entry.path === path)) throw new Error(`No route-table entry for ${path}`);
  return path;
}

/** The list, add, view and edit screens under `base` (e.g. /admin/advertiser), from the route table. */
export function entityLinksOf(base: string): EntityLinks {
  const view = tablePath(`${base}/view/:id`);
  const edit = tablePath(`${base}/edit/:id`);
  return {
    list: tablePath(`${base}/manage`),
    add: tablePath(`${base}/add`),
    view: (id) => generatePath(view, { id }),
    edit: (id) => generatePath(edit, { id }),
  };
}

const OFFERS = '/admin/offer';

/**
 * The offer screens' paths: offer/manage, the two add screens and the editor's tabs in table
 * order, each marked built when `isBuilt` knows a screen for its path pattern.
 */
export function offerLinksOf(isBuilt: (pattern: string) => boolean): OfferLinks {
  const general = ROUTE_TABLE.find((entry) => entry.path === tablePath(`${OFFERS}/:id/general`));
  const tabs = general ? tabSiblingsOf(general) : [];
  return {
    list: tablePath(`${OFFERS}/manage`),
    add: tablePath(`${OFFERS}/add`),
    addClassic: tablePath(`${OFFERS}/add/classic`),
    tabs: tabs.map((entry) => ({
      segment: entry.path.slice(entry.path.lastIndexOf('/') + 1),
      label: entry.tab ?? entry.title,
      path: (id: string) => generatePath(entry.path, { id }),
      isBuilt: isBuilt(entry.path),
    })),
  };
}
