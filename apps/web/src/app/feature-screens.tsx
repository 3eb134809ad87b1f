import type { PartnerKind } from '@affnet/contracts';
import type { ComponentType, ReactElement } from 'react';
import type { PartnerScreenProps } from '../features/partners/components/partner-types';
import { DASHBOARD_SCREENS } from './dashboard-screens';
import { entityLinksOf, portalPathOf } from './entity-links';
import { INVOICE_SCREENS } from './invoice-screens';
import { OFFER_SCREENS } from './offer-screens';
import { POSTBACK_SCREENS } from './postback-screens';
import { REPORT_ROW_SCREENS } from './report-rows-screens';
import { REPORT_SCREENS } from './report-screens';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';
import { MAIL_SETTINGS_SCREENS } from './settings-screens-mail';
import { MONEY_SETTINGS_SCREENS } from './settings-screens-money';
import { SETTINGS_SCREENS_S1 } from './settings-screens-s1';
import { TEAM_SCREENS } from './team-screens';

/** Loads a built screen's code and renders it for its route-table entry. */
export type ScreenLoader = (entry: RouteEntry) => Promise<ReactElement>;

type PartnerPageModule = { default: ComponentType<PartnerScreenProps> };

/** An advertiser or publisher screen: one partners page, told which kind it shows. */
function partnerScreen(kind: PartnerKind, load: () => Promise<PartnerPageModule>): ScreenLoader {
  return async (entry) => {
    const { default: Page } = await load();
    const links = entityLinksOf(`/admin/${kind}`, portalPathOf(entry));
    return <Page kind={kind} screen={screenMetaOf(entry)} links={links} />;
  };
}

const loadListPage = () => import('../features/partners/pages/partner-list-page');
const loadAddPage = () => import('../features/partners/pages/partner-add-page');
const loadViewPage = () => import('../features/partners/pages/partner-view-page');
const loadEditPage = () => import('../features/partners/pages/partner-edit-page');

/** The list, add, view and edit screens of one kind of partner, by their path in the table. */
function partnerScreens(kind: PartnerKind): Record<string, ScreenLoader> {
  return {
    [`/admin/${kind}/manage`]: partnerScreen(kind, loadListPage),
    [`/admin/${kind}/add`]: partnerScreen(kind, loadAddPage),
    [`/admin/${kind}/view/:id`]: partnerScreen(kind, loadViewPage),
    [`/admin/${kind}/edit/:id`]: partnerScreen(kind, loadEditPage),
  };
}

/** advertiser/postback/logs: the log of conversion calls advertisers made. */
const advertiserPostbackLogsScreen: ScreenLoader = async (entry) => {
  const { default: Page } = await import('../features/conversions/pages/advertiser-postback-logs-page');
  return <Page screen={screenMetaOf(entry)} />;
};

/** setting/registration-form: the extra questions of the sign-up forms. */
const registrationFormScreen: ScreenLoader = async (entry) => {
  const { default: Page } = await import('../features/registration-form/pages/registration-form-page');
  return <Page screen={screenMetaOf(entry)} />;
};

/**
 * Route-table entries whose feature is built, by their path in the table; every other entry
 * shows its placeholder. Each page is its own chunk, loaded when its route is first opened.
 */
export const FEATURE_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...partnerScreens('advertiser'),
  ...partnerScreens('publisher'),
  ...OFFER_SCREENS,
  ...POSTBACK_SCREENS,
  ...REPORT_ROW_SCREENS,
  ...REPORT_SCREENS,
  ...MAIL_SETTINGS_SCREENS,
  ...MONEY_SETTINGS_SCREENS,
  ...DASHBOARD_SCREENS,
  ...SETTINGS_SCREENS_S1,
  ...TEAM_SCREENS,
  ...INVOICE_SCREENS,
  '/admin/advertiser/postback/logs': advertiserPostbackLogsScreen,
  '/admin/setting/registration-form': registrationFormScreen,
};
