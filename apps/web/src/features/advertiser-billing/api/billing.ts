import type { AdvertiserBillingRequest, AdvertiserBillingResponse } from '@affnet/contracts';
import { settingsKey, settingsQuery, useSaveSettings } from '../../../components/settings-page';

type Billing = AdvertiserBillingResponse['data'];

const PATH = '/v1/advertiser/billing';
export const BILLING_KEY = settingsKey('advertiser-billing');

/** `GET /api/v1/advertiser/billing`: their billing details (null until saved), defaults and the accepted methods. */
export const billingQuery = () => settingsQuery<Billing>(BILLING_KEY, PATH);

/** `PUT /api/v1/advertiser/billing`. */
export const useSaveBilling = () =>
  useSaveSettings<AdvertiserBillingRequest & Record<string, string | undefined>, Billing>({
    key: BILLING_KEY,
    path: PATH,
  });
