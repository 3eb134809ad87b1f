import type { ComponentType, ReactElement } from 'react';
import type { EntityScreenProps } from '../lib/screen';
import { entityLinksOf } from './entity-links';
import { OFFER_SCREENS } from './offer-screens';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

/** Loads a built screen's code and renders it for its route-table entry. */
export type ScreenLoader = (entry: RouteEntry) => Promise<ReactElement>;

type EntityPageModule = { default: ComponentType<EntityScreenProps> };

function entityScreen(base: string, load: () => Promise<EntityPageModule>): ScreenLoader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} links={entityLinksOf(base)} />;
  };
}

const ADVERTISERS = '/admin/advertiser';
const PUBLISHERS = '/admin/publisher';

/**
 * Route-table entries whose feature is built, by their path in the table; every other entry
 * shows its placeholder. Each page is its own chunk, loaded when its route is first opened.
 */
export const FEATURE_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  [`${ADVERTISERS}/manage`]: entityScreen(
    ADVERTISERS,
    () => import('../features/advertisers/pages/advertiser-list-page'),
  ),
  [`${ADVERTISERS}/add`]: entityScreen(
    ADVERTISERS,
    () => import('../features/advertisers/pages/advertiser-add-page'),
  ),
  [`${ADVERTISERS}/view/:id`]: entityScreen(
    ADVERTISERS,
    () => import('../features/advertisers/pages/advertiser-view-page'),
  ),
  [`${ADVERTISERS}/edit/:id`]: entityScreen(
    ADVERTISERS,
    () => import('../features/advertisers/pages/advertiser-edit-page'),
  ),
  [`${PUBLISHERS}/manage`]: entityScreen(
    PUBLISHERS,
    () => import('../features/publishers/pages/publisher-list-page'),
  ),
  [`${PUBLISHERS}/add`]: entityScreen(
    PUBLISHERS,
    () => import('../features/publishers/pages/publisher-add-page'),
  ),
  [`${PUBLISHERS}/view/:id`]: entityScreen(
    PUBLISHERS,
    () => import('../features/publishers/pages/publisher-view-page'),
  ),
  [`${PUBLISHERS}/edit/:id`]: entityScreen(
    PUBLISHERS,
    () => import('../features/publishers/pages/publisher-edit-page'),
  ),
  ...OFFER_SCREENS,
};
