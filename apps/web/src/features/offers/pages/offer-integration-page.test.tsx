import type { OfferIntegration } from '@affnet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { OfferScreenProps } from '../../../lib/screen';
import { createOffer } from '../../../testing/factories';
import { jsonResponse } from '../../../testing/stub-api';
import { renderOfferTab } from '../testing/render-offer-tab';
import OfferIntegrationPage from './offer-integration-page';

const IntegrationPage = (props: OfferScreenProps) => (
  <OfferIntegrationPage {...props} postbackLogPath="/admin/publisher/postback/logs" />
);

function snippets(key: string, name: string, isBase: boolean) {
  const query = `offer_id=1001&amp;event=${key}`;
  return {
    key,
    name,
    isBase,
    postbackUrl: `https://track.example/postback?click_id={click_id}&event=${key}&token=tok`,
    imagePixel: `<img src="https://track.example/pixel?${query}">`,
    iframePixel: `<iframe src="https://track.example/iframe?${query}"></iframe>`,
    scriptTag: `<script src="https://track.example/tag.js?${query}" async></script>`,
  };
}

test('shows the server’s snippets for the chosen event, each with a copy button; the event selector switches them', async () => {
  const offer = createOffer();
  const integration: OfferIntegration = {
    domain: { origin: 'https://track.example', kind: 'tracking' },
    offerRef: 1001,
    advertiser: { id: offer.advertiserId, company: 'Acme Shop' },
    tokenShown: true,
    conversionIntake: 'server_and_browser',
    conversionIntakeFrom: 'offer',
    browserSaleAmountMax: '250.00',
    events: [snippets('lead', 'Lead', true), snippets('sale', 'Sale', false)],
  };
  const { user } = renderOfferTab(IntegrationPage, offer, 'integration', {
    handlers: {
      [`GET /api/v1/offers/${offer.id}/integration`]: () => jsonResponse(200, { data: integration }),
    },
  });
  expect(
    await screen.findByText('https://track.example/postback?click_id={click_id}&event=lead&token=tok'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('<img src="https://track.example/pixel?offer_id=1001&amp;event=lead">'),
  ).toBeInTheDocument();
  expect(screen.getByText(/sale amounts count up to 250.00/)).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Event' }));
  await user.click(await screen.findByRole('option', { name: 'Sale (sale)' }));
  expect(
    await screen.findByText('https://track.example/postback?click_id={click_id}&event=sale&token=tok'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Copy JavaScript tag' }));
  await waitFor(async () =>
    expect(await navigator.clipboard.readText()).toBe(
      '<script src="https://track.example/tag.js?offer_id=1001&amp;event=sale" async></script>',
    ),
  );
  expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
});

test('says what a pixel may set, and shows no pixels where the offer takes server postbacks only', async () => {
  const offer = createOffer();
  const integration: OfferIntegration = {
    domain: { origin: 'https://track.example', kind: 'tracking' },
    offerRef: 1001,
    advertiser: { id: offer.advertiserId, company: 'Acme Shop' },
    tokenShown: true,
    conversionIntake: 'server_only',
    conversionIntakeFrom: 'network',
    browserSaleAmountMax: null,
    events: [snippets('lead', 'Lead', true)],
  };
  renderOfferTab(IntegrationPage, offer, 'integration', {
    handlers: {
      [`GET /api/v1/offers/${offer.id}/integration`]: () => jsonResponse(200, { data: integration }),
    },
  });
  expect(await screen.findByText('Pixels and the JS tag are off')).toBeInTheDocument();
  expect(screen.getByText(/advertiser settings \(the offer follows them\)/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy image pixel' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Copy postback URL' })).toBeInTheDocument();
});
