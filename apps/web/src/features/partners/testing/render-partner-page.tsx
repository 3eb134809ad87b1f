import type { PartnerKind } from '@affnet/contracts';
import type { ComponentType } from 'react';
import { createEntityLinks, createScreenMeta } from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import type { PartnerScreenProps } from '../components/partner-types';
import { createAdvertiserCredit } from './credit-factories';

type Handlers = Parameters<typeof stubApi>[0];
/** Which screen of which kind: the add screen, or the view or edit screen of one id. */
export type PartnerTarget = { kind: PartnerKind; title: string } & (
  | { screen: 'add' }
  | { screen: 'view' | 'edit'; id: string }
);

const SECTIONS: Record<PartnerKind, string> = { advertiser: 'Advertisers', publisher: 'Publishers' };

/**
 * Renders a partner page at its route-table path with the API stubbed (account managers answer
 * an empty list; a viewed publisher has chosen no payout method, changed none and earned nothing, a viewed
 * advertiser has no billing details nor credit control yet, unless `handlers` say otherwise).
 */
export function renderPartnerPage(
  Page: ComponentType<PartnerScreenProps>,
  target: PartnerTarget,
  handlers: Handlers = {},
) {
  const base = `/admin/${target.kind}`;
  const payment =
    target.screen !== 'view'
      ? {}
      : target.kind === 'advertiser'
        ? {
            [`GET /api/v1/advertisers/${target.id}/billing`]: () => jsonResponse(200, { data: null }),
            [`GET /api/v1/billing/advertisers/${target.id}/credit`]: () =>
              jsonResponse(200, { data: createAdvertiserCredit() }),
          }
        : {
            [`GET /api/v1/publishers/${target.id}/payment-settings`]: () => jsonResponse(200, { data: null }),
            [`GET /api/v1/publishers/${target.id}/payment-changes`]: () =>
              jsonResponse(200, { data: [], meta: { page: 1, perPage: 25, total: 0 } }),
            [`GET /api/v1/billing/publishers/${target.id}/balance`]: () => jsonResponse(200, { data: [] }),
          };
  const api = stubApi({
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
    ...payment,
    ...handlers,
  });
  const path = target.screen === 'add' ? `${base}/add` : `${base}/${target.screen}/:id`;
  const url = target.screen === 'add' ? path : `${base}/${target.screen}/${target.id}`;
  const view = renderPage(
    <Page
      kind={target.kind}
      screen={createScreenMeta(target.title, SECTIONS[target.kind])}
      links={createEntityLinks(base)}
    />,
    { path, url },
  );
  return { ...api, ...view };
}
