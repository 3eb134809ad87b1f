import type { ComponentType, ReactElement } from 'react';
import type { ScreenMeta } from '../lib/screen';
import type { RouteEntry } from './route-entry';
import { screenMetaOf } from './screen-meta';

type Loader = (entry: RouteEntry) => Promise<ReactElement>;
type SettingsPageModule = { default: ComponentType<{ screen: ScreenMeta }> };

function settingsScreen(load: () => Promise<SettingsPageModule>): Loader {
  return async (entry) => {
    const { default: Page } = await load();
    return <Page screen={screenMetaOf(entry)} />;
  };
}

/**
 * The money settings: admin payment-method, currency, invoice-tax, integration; partners'
 * setting/payment, which differs by kind: how the network pays a publisher, how an advertiser
 * pays the network.
 */
const moneyPage = {
  paymentMethod: () => import('../features/money-settings/pages/payment-method-page'),
  currency: () => import('../features/money-settings/pages/currency-page'),
  invoiceTax: () => import('../features/money-settings/pages/invoice-tax-page'),
  integration: () => import('../features/money-settings/pages/integration-page'),
};

export const MONEY_SETTINGS_SCREENS: Readonly<Record<string, Loader>> = {
  '/admin/setting/payment-method': settingsScreen(moneyPage.paymentMethod),
  '/admin/setting/currency': settingsScreen(moneyPage.currency),
  '/admin/setting/invoice-tax': settingsScreen(moneyPage.invoiceTax),
  '/admin/setting/integration': settingsScreen(moneyPage.integration),
  '/publisher/setting/payment': settingsScreen(
    () => import('../features/payment-settings/pages/payment-settings-page'),
  ),
  '/advertiser/setting/payment': settingsScreen(
    () => import('../features/advertiser-billing/pages/advertiser-billing-page'),
  ),
};
