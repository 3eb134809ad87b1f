import { defineSection, type EntryDef, type RouteEntry } from './route-entry';

const role = 'admin';

/** The offer editor's tabs, in order: [segment, tab label, what the tab holds]. */
const OFFER_TABS: ReadonlyArray<readonly [string, string, string]> = [
  ['general', 'General', 'name, advertiser, category, status, preview and destination URLs'],
  ['events', 'Events', 'the conversion events it tracks, with their names and payout rules'],
  ['landing-pages', 'Landing Pages', 'its landing pages, which publishers can choose between'],
  ['payouts', 'Payouts', 'revenue and payout per event, with per-publisher overrides'],
  ['caps', 'Caps', 'daily, weekly, monthly and total limits on clicks, conversions and budget'],
  ['targeting', 'Targeting', 'allowed countries, devices, operating systems and traffic rules'],
  ['creatives', 'Creatives', 'its banners, text links and email creatives'],
  ['schedule', 'Schedule', 'start and end dates and planned status changes'],
  ['fallback', 'Fallback', 'where traffic goes when it is capped, paused or not targeted'],
  ['permission', 'Permission', 'who may run it: public, approval required or private, per publisher'],
  ['postback', 'Postback', 'publisher postbacks: the URLs we call when its conversions happen'],
  ['tracking-link', 'Tracking Link', 'tracking link format and the macros it passes on'],
  ['integration', 'Integration', "integration: how the advertiser's platform reports conversions back"],
];

const offerTabDefs: EntryDef[] = OFFER_TABS.map(([segment, label, holds]) => [
  `offer/:id/${segment}`,
  `Offer ${label}`,
  `This offer's ${holds}.`,
  label,
]);

export const ADMIN_OFFER_ROUTES: RouteEntry[] = [
  ...defineSection(role, 'Offers', [
    ['offer/add', 'Add Offer', 'First step of a new offer: name, advertiser, category and destination URL.'],
    ['offer/add/classic', 'Add Offer (Classic)', 'One long form with every setting of a new offer.'],
    ['offer/manage', 'Manage Offers', 'All offers with search, filters, status and performance.'],
    ['offer/access', 'Offer Access', 'Publisher requests to run offers, to approve or reject.'],
    ['offer/categories', 'Offer Categories', 'The categories offers are grouped by.'],
    ...offerTabDefs,
  ]),
  ...defineSection(role, 'Creatives', [
    ['offer/creative/add', 'Add Creative', 'Form for a new banner, text link or email creative of an offer.'],
    ['offer/creative/manage', 'Manage Creatives', 'Creatives of all offers with type, size and status.'],
    ['offer/creative/edit/:id', 'Edit Creative', 'Form to change a creative, its file or its offer.'],
    ['offer/creative/view/:id', 'Creative Details', 'One creative with its preview and embed code.'],
  ]),
];
