import type { PartnerKind } from '@affnet/contracts';
import type { ComponentType, ReactElement } from 'react';
import type { ScreenMeta } from '../lib/screen';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type ScreenLoader = (entry: RouteEntry) => Promise<ReactElement>;
type SettingsPageModule = { default: ComponentType<{ screen: ScreenMeta }> };

/** A settings page that needs only its screen's title and trail. */
function settingsScreen(load: () => Promise<SettingsPageModule>): ScreenLoader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} />;
  };
}

function partnerSettingsScreen(kind: PartnerKind): ScreenLoader {
  return async (entry) => {
    const { default: Page } = await import('../features/network-settings/pages/partner-settings-page');
    return <Page kind={kind} screen={screenMetaOf(entry)} />;
  };
}

const account = settingsScreen(() => import('../features/account-settings/pages/account-settings-page'));

/** setting/general, company, domain, publisher, advertiser (admin) and the partners' setting/account. */
export const SETTINGS_SCREENS_S1: Readonly<Record<string, ScreenLoader>> = {
  '/admin/setting/general': settingsScreen(
    () => import('../features/network-settings/pages/general-settings-page'),
  ),
  '/admin/setting/company': settingsScreen(
    () => import('../features/network-settings/pages/company-settings-page'),
  ),
  '/admin/setting/domain': settingsScreen(
    () => import('../features/network-settings/pages/domain-settings-page'),
  ),
  '/admin/setting/publisher': partnerSettingsScreen('publisher'),
  '/admin/setting/advertiser': partnerSettingsScreen('advertiser'),
  '/publisher/setting/account': account,
  '/advertiser/setting/account': account,
};
