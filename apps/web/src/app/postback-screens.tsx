import type { ComponentType, ReactElement } from 'react';
import { generatePath } from 'react-router';
import type { PostbackLinks, PostbackSide } from '../features/publisher-postbacks/api/postback-side';
import type { ScreenMeta } from '../lib/screen';
import { ADMIN_PATHS, type PortalPath, portalPathOf, tablePath } from './entity-links';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;
type PostbackPageModule = {
  default: ComponentType<{ side: PostbackSide; screen: ScreenMeta; links: PostbackLinks }>;
};

const ADMIN = '/admin/publisher/postback';
const PUBLISHER = '/publisher/tools/postback';

/** The postback screens' paths of one side (staff: in the portal `at` shows), from the route table. */
export function postbackLinksOf(side: PostbackSide, at: PortalPath = ADMIN_PATHS): PostbackLinks {
  if (side === 'staff') {
    const logs = at(`${ADMIN}/logs`);
    const edit = at(`${ADMIN}/edit/:id`);
    return {
      list: at(`${ADMIN}/manage`),
      add: at(`${ADMIN}/add`),
      edit: (id) => generatePath(edit, { id }),
      // The admin log is one screen; one postback's calls are a filter of it.
      log: (id) => (id ? `${logs}?${new URLSearchParams({ postbackId: id })}` : logs),
    };
  }
  return {
    list: tablePath(`${PUBLISHER}/list`),
    add: tablePath(`${PUBLISHER}/add`),
    edit: (id) => generatePath(tablePath(`${PUBLISHER}/edit/:id`), { id }),
    log: (id) => generatePath(tablePath(`${PUBLISHER}/log/:id?`), { id }),
  };
}

function postbackScreen(side: PostbackSide, load: () => Promise<PostbackPageModule>): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return (
      <Page side={side} screen={screenMetaOf(entry)} links={postbackLinksOf(side, portalPathOf(entry))} />
    );
  };
}

const list = () => import('../features/publisher-postbacks/pages/postback-list-page');
const add = () => import('../features/publisher-postbacks/pages/postback-add-page');
const edit = () => import('../features/publisher-postbacks/pages/postback-edit-page');
const log = () => import('../features/publisher-postbacks/pages/postback-log-page');

/** publisher/postback/* (admin) and tools/postback/* (publisher), by route-table path. */
export const POSTBACK_SCREENS: Readonly<Record<string, Loader>> = {
  [`${ADMIN}/manage`]: postbackScreen('staff', list),
  [`${ADMIN}/add`]: postbackScreen('staff', add),
  [`${ADMIN}/edit/:id`]: postbackScreen('staff', edit),
  [`${ADMIN}/logs`]: postbackScreen('staff', log),
  [`${PUBLISHER}/list`]: postbackScreen('publisher', list),
  [`${PUBLISHER}/add`]: postbackScreen('publisher', add),
  [`${PUBLISHER}/edit/:id`]: postbackScreen('publisher', edit),
  [`${PUBLISHER}/log/:id?`]: postbackScreen('publisher', log),
};
