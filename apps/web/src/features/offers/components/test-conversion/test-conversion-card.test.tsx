import type { IntegrationEvent, TestConversion } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer } from '../../../../testing/factories';
import { renderPage } from '../../../../testing/render-page';
import { jsonResponse, sentForm, stubApi } from '../../../../testing/stub-api';
import { fieldErrors, fill } from '../../testing/render-offer-tab';
import { TestConversionCard } from './test-conversion-card';

const offer = createOffer();
const url = `/api/v1/offers/${offer.id}/test-conversion`;
const publisher = { id: '0b7c3c4e-6a1f-4f3e-9c55-3c1b2d4e5f60', ref: 1042, company: 'Pat Media' };
const LOG_PATH = '/admin/publisher/postback/logs';

const event = (key: string, name: string, isBase: boolean): IntegrationEvent => ({
  key,
  name,
  isBase,
  postbackUrl: '',
  imagePixel: '',
  iframePixel: '',
  scriptTag: '',
});

const result: TestConversion = {
  click: {
    id: 'C'.repeat(48),
    outcome: 'valid',
    reason: null,
    landingUrl: 'https://shop.example/?cid=CCC',
    visitor: { ip: '203.0.113.9', country: 'DE', device: 'desktop', os: 'windows', browser: 'chrome' },
  },
  conversion: {
    result: 'accepted',
    id: '5d1c7a90-3c1e-4b7e-8f2a-1a2b3c4d5e6f',
    status: 'approved',
    payout: '5.00',
    revenue: '8.00',
    currency: 'USD',
  },
  postbacks: [
    {
      id: '6e2d8b01-4d2f-4c8f-9a3b-2b3c4d5e6f70',
      method: 'GET',
      url: 'https://pub.example/cb?click=CCC',
      state: 'pending',
    },
  ],
};

function renderCard(answer: () => Response) {
  const api = stubApi({
    [`GET /api/v1/offers/${offer.id}/tracking-link/publishers`]: () =>
      jsonResponse(200, { data: [publisher] }),
    [`POST ${url}`]: answer,
  });
  const events = [event('lead', 'Lead', true), event('sale', 'Sale', false)];
  const view = renderPage(
    <TestConversionCard offerId={offer.id} events={events} postbackLogPath={LOG_PATH} />,
    {
      path: '/test',
    },
  );
  return { ...api, ...view };
}

async function runTest(user: ReturnType<typeof renderCard>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Publisher' }));
  await user.click(await screen.findByRole('option', { name: '#1042 Pat Media' }));
  await user.click(screen.getByRole('combobox', { name: 'Event to convert' }));
  await user.click(await screen.findByRole('option', { name: 'Sale (sale)' }));
  await fill(user, screen.getByRole('textbox', { name: /Sale amount/ }), '49.90');
  await user.click(screen.getByRole('button', { name: 'Run test conversion' }));
}

test('says the test click is an ordinary desktop visitor from the staff member’s address', async () => {
  renderCard(() => jsonResponse(200, { data: result }));
  expect(
    await screen.findByText(/The test click is an ordinary visitor on desktop Chrome for Windows/),
  ).toBeInTheDocument();
  expect(screen.getByText(/postbacks are sent once, marked as tests, and not retried/)).toBeInTheDocument();
});

test('sends the publisher, event and amount, then shows the click, the conversion and the postbacks queued', async () => {
  const { user, calls } = renderCard(() => jsonResponse(200, { data: result }));
  await runTest(user);
  const steps = await screen.findByRole('list', { name: 'Test conversion steps' });
  const items = within(steps).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent(`Click taken by the offer: ${'C'.repeat(48)}`);
  expect(items[0]).toHaveTextContent('Lands on https://shop.example/?cid=CCC');
  expect(items[0]).toHaveTextContent('Visitor: Desktop, Windows, Chrome, from 203.0.113.9 (Germany)');
  expect(items[1]).toHaveTextContent('Conversion recorded: 5d1c7a90-3c1e-4b7e-8f2a-1a2b3c4d5e6f, approved');
  expect(items[1]).toHaveTextContent('payout 5.00 USD');
  expect(items[2]).toHaveTextContent('1 publisher postback queued as test calls');
  expect(items[2]).toHaveTextContent('GET https://pub.example/cb?click=CCC');
  expect(
    within(items[2] as HTMLElement).getByRole('link', { name: 'Open the publisher postback log' }),
  ).toHaveAttribute('href', LOG_PATH);
  const sent = sentForm(calls, url);
  expect(sent.get('publisherId')).toBe(publisher.id);
  expect(sent.get('eventKey')).toBe('sale');
  expect(sent.get('amount')).toBe('49.90');
});

test('says why the click was refused and that nothing converted', async () => {
  const refused: TestConversion = {
    click: {
      id: 'D'.repeat(48),
      outcome: 'rejected',
      reason: 'offer_paused',
      landingUrl: null,
      visitor: { ip: '127.0.0.1', country: null, device: 'desktop', os: 'windows', browser: 'chrome' },
    },
    conversion: null,
    postbacks: [],
  };
  const { user } = renderCard(() => jsonResponse(200, { data: refused }));
  await runTest(user);
  expect(await screen.findByText('No conversion: the offer did not take the click.')).toBeInTheDocument();
  expect(screen.getByText('No publisher postback was queued.')).toBeInTheDocument();
  expect(
    screen.getByText('Visitor: Desktop, Windows, Chrome, from 127.0.0.1 (no known country)'),
  ).toBeInTheDocument();
});

test('puts the server’s field errors on their inputs', async () => {
  const { user } = renderCard(
    fieldErrors({ amount: ['Enter an amount such as 12.50 (at most 2 decimals)'] }),
  );
  await runTest(user);
  expect(await screen.findByText('Enter an amount such as 12.50 (at most 2 decimals)')).toBeInTheDocument();
});
