import type { ComponentType, ReactElement } from 'react';
import { generatePath } from 'react-router';
import type { OfferLinks, OfferScreenProps, ScreenMeta } from '../lib/screen';
import {
  ADMIN_PATHS,
  entityLinksOf,
  offerLinksOf,
  type PortalPath,
  portalPathOf,
  tablePath,
} from './entity-links';
import { postbackLinksOf } from './postback-screens';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;

/** The path of a route-table screen for one record (a pattern `tablePath` or `at` gave). */
function recordPath(path: string): (id: string) => string {
  return (id) => generatePath(path, { id });
}

/** A list screen's path with its filters in the query string (the list keeps them in the URL). */
function filteredPath(path: string, filters: Record<string, string>): string {
  return `${path}?${new URLSearchParams(filters)}`;
}

const ADMIN_OFFER = '/admin/offer';
const CREATIVES = `${ADMIN_OFFER}/creative`;

/** The creative screens' paths, and the offer editor they link back to, in the portal `at` shows. */
function creativeLinks(at: PortalPath) {
  return { ...entityLinksOf(CREATIVES, at), offer: recordPath(at(`${ADMIN_OFFER}/:id/general`)) };
}

/** The publisher's offer screens. */
function catalogLinks() {
  return {
    available: tablePath('/publisher/offer/available'),
    approved: tablePath('/publisher/offer/approved'),
    view: recordPath(tablePath('/publisher/offer/view/:id')),
  };
}

/** The advertiser's offer screens. */
function advertiserOfferLinks() {
  return {
    list: tablePath('/advertiser/offer/list'),
    view: recordPath(tablePath('/advertiser/offer/view/:id')),
    report: tablePath('/advertiser/report/performance'),
    account: tablePath('/advertiser/setting/account'),
  };
}

type CreativePageModule = {
  default: ComponentType<{ screen: ScreenMeta; links: ReturnType<typeof creativeLinks> }>;
};

function creativeScreen(load: () => Promise<CreativePageModule>): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} links={creativeLinks(portalPathOf(entry))} />;
  };
}

type OfferPageModule = { default: ComponentType<OfferScreenProps> };

/** The offer paths in the portal `at` shows, each editor tab marked built when this file has its screen. */
export function offerEditorLinks(at: PortalPath = ADMIN_PATHS): OfferLinks {
  return offerLinksOf((pattern) => pattern in OFFER_EDITOR_SCREENS, at);
}

/** An offer add screen or editor tab: its entry's meta, and the offer paths from the route table. */
function offerScreen(load: () => Promise<OfferPageModule>): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} links={offerEditorLinks(portalPathOf(entry))} />;
  };
}

const OFFER_TAB = `${ADMIN_OFFER}/:id`;

/** The offer editor: the two add screens and the settings tabs. */
const OFFER_EDITOR_SCREENS: Readonly<Record<string, Loader>> = {
  [`${ADMIN_OFFER}/add`]: offerScreen(() => import('../features/offers/pages/offer-add-page')),
  [`${ADMIN_OFFER}/add/classic`]: offerScreen(
    () => import('../features/offers/pages/offer-add-classic-page'),
  ),
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
  [`${OFFER_TAB}/tracking-link`]: offerScreen(
    () => import('../features/offers/pages/offer-tracking-link-page'),
  ),
  [`${OFFER_TAB}/integration`]: async (entry) => {
    const { default: Page } = await import('../features/offers/pages/offer-integration-page');
    const at = portalPathOf(entry);
    const postbackLogPath = postbackLinksOf('staff', at).log();
    return (
      <Page screen={screenMetaOf(entry)} links={offerEditorLinks(at)} postbackLogPath={postbackLogPath} />
    );
  },
  // Tabs holding another feature's list: the offers feature gives the tab, the app puts the list in.
  [`${OFFER_TAB}/permission`]: async (entry) => {
    const [{ default: Page }, { OfferAccessPanel }] = await Promise.all([
      import('../features/offers/pages/offer-permission-page'),
      import('../features/offer-access/components/offer-access-panel'),
    ]);
    const at = portalPathOf(entry);
    const links = {
      offer: recordPath(at(`${OFFER_TAB}/general`)),
      publisher: recordPath(at('/admin/publisher/view/:id')),
    };
    return (
      <Page
        screen={screenMetaOf(entry)}
        links={offerEditorLinks(at)}
        panel={(offerId) => <OfferAccessPanel offerId={offerId} links={links} />}
      />
    );
  },
  [`${OFFER_TAB}/postback`]: async (entry) => {
    const [{ default: Page }, { OfferPostbacksPanel }] = await Promise.all([
      import('../features/offers/pages/offer-postback-page'),
      import('../features/publisher-postbacks/components/offer-postbacks-panel'),
    ]);
    const at = portalPathOf(entry);
    return (
      <Page
        screen={screenMetaOf(entry)}
        links={offerEditorLinks(at)}
        panel={(offerId) => <OfferPostbacksPanel offerId={offerId} links={postbackLinksOf('staff', at)} />}
      />
    );
  },
  [`${OFFER_TAB}/creatives`]: async (entry) => {
    const [{ default: Page }, { OfferCreativesPanel }] = await Promise.all([
      import('../features/offers/pages/offer-creatives-page'),
      import('../features/creatives/components/offer-creatives-panel'),
    ]);
    const at = portalPathOf(entry);
    return (
      <Page
        screen={screenMetaOf(entry)}
        links={offerEditorLinks(at)}
        panel={(offerId) => <OfferCreativesPanel offerId={offerId} links={creativeLinks(at)} />}
      />
    );
  },
};

/**
 * The offer list, categories, access, creative and partner offer screens, by route-table path
 * (spread into FEATURE_SCREENS). Each page gets its title, trail and the paths it links to.
 */
export const OFFER_SCREENS: Readonly<Record<string, Loader>> = {
  ...OFFER_EDITOR_SCREENS,
  [`${ADMIN_OFFER}/manage`]: async (entry) => {
    const { default: Page } = await import('../features/offers/pages/offer-list-page');
    const at = portalPathOf(entry);
    const links = {
      add: at(`${ADMIN_OFFER}/add`),
      addClassic: at(`${ADMIN_OFFER}/add/classic`),
      offer: recordPath(at(`${ADMIN_OFFER}/:id/general`)),
      pendingRequests: (offerId: string) =>
        filteredPath(at(`${ADMIN_OFFER}/access`), { offerId, status: 'pending' }),
    };
    return <Page screen={screenMetaOf(entry)} links={links} />;
  },
  [`${ADMIN_OFFER}/access`]: async (entry) => {
    const { default: Page } = await import('../features/offer-access/pages/offer-access-page');
    const at = portalPathOf(entry);
    const links = {
      offer: recordPath(at(`${ADMIN_OFFER}/:id/general`)),
      publisher: recordPath(at('/admin/publisher/view/:id')),
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
