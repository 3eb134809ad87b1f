import type { ComponentType, ReactElement } from 'react';
import { generatePath } from 'react-router';
import type { ScreenMeta } from '../lib/screen';
import { entityLinksOf } from './entity-links';
import type { RouteEntry } from './route-entry';
import { ROUTE_TABLE } from './route-table';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;

/** A route-table path pattern; a missing entry is a programming error, found when the screen opens. */
function tablePath(pattern: string): string {
  if (!ROUTE_TABLE.some((entry) => entry.path === pattern))
    throw new Error(`No route-table entry for ${pattern}`);
  return pattern;
}

/** The path of a route-table screen for one record. */
function recordPath(pattern: string): (id: string) => string {
  const path = tablePath(pattern);
  return (id) => generatePath(path, { id });
}

/** A list screen's path with its filters in the query string (the list keeps them in the URL). */
function filteredPath(pattern: string, filters: Record<string, string>): string {
  return `${tablePath(pattern)}?${new URLSearchParams(filters)}`;
}

const ADMIN_OFFER = '/admin/offer';
const CREATIVES = `${ADMIN_OFFER}/creative`;

/** The creative screens' paths, and the offer editor they link back to. */
function creativeLinks() {
  return { ...entityLinksOf(CREATIVES), offer: recordPath(`${ADMIN_OFFER}/:id/general`) };
}

/** The publisher's offer screens. */
function catalogLinks() {
  return {
    available: tablePath('/publisher/offer/available'),
    approved: tablePath('/publisher/offer/approved'),
    view: recordPath('/publisher/offer/view/:id'),
  };
}

/** The advertiser's offer screens. */
function advertiserOfferLinks() {
  return { list: tablePath('/advertiser/offer/list'), view: recordPath('/advertiser/offer/view/:id') };
}

type CreativePageModule = {
  default: ComponentType<{ screen: ScreenMeta; links: ReturnType<typeof creativeLinks> }>;
};

function creativeScreen(load: () => Promise<CreativePageModule>): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} links={creativeLinks()} />;
  };
}

/**
 * The offer list, categories, access, creative and partner offer screens, by route-table path
 * (spread into FEATURE_SCREENS). Each page gets its title, trail and the paths it links to.
 */
export const OFFER_SCREENS: Readonly<Record<string, Loader>> = {
  [`${ADMIN_OFFER}/manage`]: async (entry) => {
    const { default: Page } = await import('../features/offers/pages/offer-list-page');
    const links = {
      add: tablePath(`${ADMIN_OFFER}/add`),
      addClassic: tablePath(`${ADMIN_OFFER}/add/classic`),
      offer: recordPath(`${ADMIN_OFFER}/:id/general`),
      pendingRequests: (offerId: string) =>
        filteredPath(`${ADMIN_OFFER}/access`, { offerId, status: 'pending' }),
    };
    return <Page screen={screenMetaOf(entry)} links={links} />;
  },
  [`${ADMIN_OFFER}/access`]: async (entry) => {
    const { default: Page } = await import('../features/offer-access/pages/offer-access-page');
    const links = {
      offer: recordPath(`${ADMIN_OFFER}/:id/general`),
      publisher: recordPath('/admin/publisher/view/:id'),
    };
    return <Page screen={screenMetaOf(entry)} links={links} />;
  },
  [`${ADMIN_OFFER}/categories`]: async (entry) => {
    const { default: Page } = await import('../features/offer-categories/pages/offer-category-list-page');
    return <Page screen={screenMetaOf(entry)} />;
  },
  '/publisher/offer/available': async (entry) => {
    const { default: Page } = await import('../features/offer-catalog/pages/publisher-offer-list-page');
    return <Page screen={screenMetaOf(entry)} scope="available" links={catalogLinks()} />;
  },
  '/publisher/offer/approved': async (entry) => {
    const { default: Page } = await import('../features/offer-catalog/pages/publisher-offer-list-page');
    return <Page screen={screenMetaOf(entry)} scope="approved" links={catalogLinks()} />;
  },
  '/publisher/offer/view/:id': async (entry) => {
    const { default: Page } = await import('../features/offer-catalog/pages/publisher-offer-view-page');
    return <Page screen={screenMetaOf(entry)} links={catalogLinks()} />;
  },
  '/advertiser/offer/list': async (entry) => {
    const { default: Page } = await import('../features/advertiser-offers/pages/advertiser-offer-list-page');
    return <Page screen={screenMetaOf(entry)} links={advertiserOfferLinks()} />;
  },
  '/advertiser/offer/view/:id': async (entry) => {
    const { default: Page } = await import('../features/advertiser-offers/pages/advertiser-offer-view-page');
    return <Page screen={screenMetaOf(entry)} links={advertiserOfferLinks()} />;
  },
  [`${CREATIVES}/manage`]: creativeScreen(() => import('../features/creatives/pages/creative-list-page')),
  [`${CREATIVES}/add`]: creativeScreen(() => import('../features/creatives/pages/creative-add-page')),
  [`${CREATIVES}/edit/:id`]: creativeScreen(() => import('../features/creatives/pages/creative-edit-page')),
  [`${CREATIVES}/view/:id`]: creativeScreen(() => import('../features/creatives/pages/creative-view-page')),
};
