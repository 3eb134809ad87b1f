import { generatePath } from 'react-router';
import type { EntityLinks } from '../lib/screen';
import { ROUTE_TABLE } from './route-table';

/** A path pattern of the route table; a missing entry is a programming error, found at first use. */
function tablePath(path: string): string {
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
