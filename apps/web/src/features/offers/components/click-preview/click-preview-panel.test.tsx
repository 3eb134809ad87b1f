import { CLICK_CHECKS, type ClickPreview } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer, createPublisher } from '../../../../testing/factories';
import { renderPage } from '../../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../../testing/stub-api';
import { fieldErrors, fill } from '../../testing/render-offer-tab';
import { ClickPreviewPanel } from './click-preview-panel';

const publisher = createPublisher({ company: 'Traffic Co' });
const offer = createOffer();
const url = `/api/v1/offers/${offer.id}/click-preview`;

const preview: ClickPreview = {
  visitor: {
    country: 'US',
    device: 'desktop',
    os: 'windows',
    browser: 'chrome',
    languages: [],
    network: { asn: 15169, name: 'Google LLC', kind: 'data_centre' },
  },
  steps: [
    {
      offer: { id: offer.id, ref: 1001, name: offer.name },
      verdicts: CLICK_CHECKS.map((check) => ({
        check,
        reason: check === 'targeting' ? 'targeting_country' : null,
      })),
      reason: 'targeting_country',
      duplicate: false,
      landingPage: null,
      fallback: { kind: 'url', position: 0, target: 'https://other.example/?s={sub1}' },
    },
  ],
  outcome: 'fallback',
  finalUrl: 'https://other.example/?s=x',
};

function renderPanel(answer: () => Response) {
  const api = stubApi({
    'GET /api/v1/publishers': () =>
      jsonResponse(200, { data: [publisher], meta: { page: 1, perPage: 25, total: 1 } }),
    [`POST ${url}`]: answer,
  });
  const view = renderPage(<ClickPreviewPanel offer={offer} />, { path: '/preview' });
  return { ...api, ...view };
}

async function describeClick(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Publisher' }));
  await user.click(await screen.findByRole('option', { name: 'Traffic Co' }));
  await fill(user, screen.getByRole('textbox', { name: 'IP address' }), '8.8.8.8');
  await fill(user, screen.getByRole('textbox', { name: 'Sub ID 1' }), 'x');
  await user.click(screen.getByRole('button', { name: 'Try the click' }));
}

test('sends the described click and lists every check’s verdict in order, then where it went', async () => {
  const { user, calls } = renderPanel(() => jsonResponse(200, { data: preview }));
  await describeClick(user);
  const checks = await screen.findByRole('list', { name: 'Checks on offer #1001' });
  const items = within(checks).getAllByRole('listitem');
  expect(items.map((item) => item.textContent?.split(/Passes|Fails/)[0])).toEqual([
    'Offer status',
    'Publisher and access',
    'Schedule and day parting',
    'Targeting',
    'Traffic filters',
    'Duplicate click',
    'Caps',
  ]);
  expect(items[3]).toHaveTextContent('Fails: decides the click');
  expect(items[3]).toHaveTextContent('The visitor’s country is not targeted by the offer.');
  expect(
    screen.getByText('Network: AS15169 Google LLC (data centre, cloud or hosting: counts as a proxy)'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');
  expect(screen.getByText('Sent to the fallback')).toBeInTheDocument();
  expect(screen.getByText('https://other.example/?s=x')).toBeInTheDocument();
  const sent = sentForm(calls, url);
  expect(sent.get('publisherId')).toBe(publisher.id);
  expect(sent.get('ip')).toBe('8.8.8.8');
  expect(sent.get('sub1')).toBe('x');
  expect(sent.has('country')).toBe(false);
});

test('puts the server’s field errors on their inputs', async () => {
  const { user } = renderPanel(fieldErrors({ ip: ['Enter an IPv4 or IPv6 address'] }));
  await describeClick(user);
  expect(await screen.findByText('Enter an IPv4 or IPv6 address')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'What the click would do' })).toBeNull();
});
