import type { ComponentType, ReactElement } from 'react';
import type { EntityScreenProps, OfferScreenProps } from '../lib/screen';
import { entityLinksOf, offerLinksOf } from './entity-links';
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

type OfferPageModule = { default: ComponentType<OfferScreenProps> };

/** An offer add screen or editor tab: its entry's meta, and the offer paths from the route table. */
function offerScreen(load: () => Promise<OfferPageModule>): ScreenLoader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} links={offerLinksOf()} />;
  };
}

const ADVERTISERS = '/admin/advertiser';
const PUBLISHERS = '/admin/publisher';
const OFFER_TAB = '/admin/offer/:id';

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
  '/admin/offer/add': offerScreen(() => import('../features/offers/pages/offer-add-page')),
  '/admin/offer/add/classic': offerScreen(() => import('../features/offers/pages/offer-add-classic-page')),
  [`${OFFER_TAB}/general`]: offerScreen(() => import('../features/offers/pages/offer-general-page')),
  [`${OFFER_TAB}/events`]: offerScreen(() => import('../features/offers/pages/offer-events-page')),
  [`${OFFER_TAB}/landing-pages`]: offerScreen(
    () => import('../features/offers/pages/offer-landing-pages-page'),
  ),
  [`${OFFER_TAB}/payouts`]: offerScreen(() => import('../features/offers/pages/offer-payouts-page')),
  [`${OFFER_TAB}/caps`]: offerScreen(() => import('../features/offers/pages/offer-caps-page')),
  [`${OFFER_TAB}/targeting`]: offerScreen(() => import('../features/offers/pages/offer-targeting-page')),
  [`${OFFER_TAB}/schedule`]: offerScreen(() => import('../features/offers/pages/offer-schedule-page')),
  [`${OFFER_TAB}/fallback`]: offerScreen(() => import('../features/offers/pages/offer-fallback-page')),
  [`${OFFER_TAB}/permission`]: offerScreen(() => import('../features/offers/pages/offer-permission-page')),
};
