import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createAdvertiser,
  createOffer,
  createOfferLinks,
  createScreenMeta,
} from '../../../testing/factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, stubOfferCreation } from '../testing/render-offer-tab';
import OfferAddPage from './offer-add-page';

const advertiser = createAdvertiser({ company: 'Acme Ltd' });

function renderWizard(create: () => Response) {
  const api = stubOfferCreation(advertiser, create);
  const view = renderPage(
    <OfferAddPage screen={createScreenMeta('Add Offer', 'Offers')} links={createOfferLinks()} />,
    {
      path: '/admin/offer/add',
    },
  );
  return { ...api, ...view };
}

async function fillRequired(user: ReturnType<typeof renderWizard>['user']) {
  await fill(user, await screen.findByRole('textbox', { name: 'Offer name' }), 'Summer Sale');
  await user.click(screen.getByRole('combobox', { name: 'Advertiser' }));
  await user.click(await screen.findByRole('option', { name: 'Acme Ltd' }));
  await fill(
    user,
    screen.getByRole('textbox', { name: 'Destination URL' }),
    'https://shop.example/?c={click_id}',
  );
  const base = screen.getByRole('region', { name: 'Base payout' });
  await fill(user, within(base).getByRole('textbox', { name: 'Payout amount' }), '2.5');
  await fill(user, within(base).getByRole('textbox', { name: 'Revenue amount' }), '4');
}

test('marks what a new offer cannot be created without as required, the base price included', async () => {
  const { user } = renderWizard(() => jsonResponse(201, { data: createOffer() }));
  const base = await screen.findByRole('region', { name: 'Base payout' });

  for (const name of ['Offer name', 'Destination URL', 'Payout amount', 'Revenue amount']) {
    expect(screen.getByRole('textbox', { name })).toBeRequired();
  }
  expect(screen.getByRole('combobox', { name: 'Advertiser' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Preview URL' })).not.toBeRequired();

  // A percentage-only payout needs the percentage instead of the amount.
  await user.click(within(base).getByRole('combobox', { name: 'Payout type' }));
  await user.click(await screen.findByRole('option', { name: 'CPS (% of sale)' }));
  expect(within(base).getByRole('textbox', { name: 'Payout percent' })).toBeRequired();
  expect(within(base).queryByRole('textbox', { name: 'Payout amount' })).not.toBeInTheDocument();
});

test('creates the offer from the general step and opens its events tab in the wizard', async () => {
  const created = createOffer({ name: 'Summer Sale' });
  const { calls, user, router } = renderWizard(() => jsonResponse(201, { data: created }));
  await fillRequired(user);
  expect(screen.getByText('Margin $1.50 (37.5%)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create offer' }));

  await waitFor(() =>
    expect(router.state.location.pathname + router.state.location.search).toBe(
      `/admin/offer/${created.id}/events?wizard=1`,
    ),
  );
  const body = sentForm(calls, '/api/v1/offers');
  expect(body.get('name')).toBe('Summer Sale');
  expect(body.get('advertiserId')).toBe(advertiser.id);
  expect(body.get('destinationUrl')).toBe('https://shop.example/?c={click_id}');
  expect(body.get('status')).toBe('draft');
  expect(body.get('currency')).toBe('USD');
  expect(body.get('payouts[0][eventKey]')).toBe('conversion');
  expect(body.get('payouts[0][payoutType]')).toBe('cpa');
  expect(body.get('payouts[0][payoutAmount]')).toBe('2.50');
  expect(body.get('payouts[0][revenueAmount]')).toBe('4.00');
  expect(body.has('payouts[0][payoutPercent]')).toBe(false);
  expect(body.has('advertiserName')).toBe(false);
  expect(queriesTo(calls, '/api/v1/advertisers')[0]?.get('sort')).toBe('company');
});

test('the required fields are checked before anything is sent', async () => {
  const { calls, user } = renderWizard(() => jsonResponse(500, {}));
  await user.click(await screen.findByRole('button', { name: 'Create offer' }));

  expect(await screen.findByText('Enter the offer name')).toBeInTheDocument();
  expect(screen.getByText('Choose the advertiser')).toBeInTheDocument();
  expect(screen.getByText('Enter a URL')).toBeInTheDocument();
  expect(screen.getAllByText('Enter an amount')).toHaveLength(2);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Offer name' })).toHaveFocus());
  expect(calls.some((call) => call.method === 'POST')).toBe(false);
});

test('a server error on the base payout shows on its input', async () => {
  const { user } = renderWizard(fieldErrors({ 'payouts.0.payoutType': ['CPC pays per click'] }));
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: 'Create offer' }));

  const base = screen.getByRole('region', { name: 'Base payout' });
  expect(await within(base).findByText('CPC pays per click')).toBeInTheDocument();
  expect(screen.queryByText('Could not create the offer')).not.toBeInTheDocument();
});

test('links to the classic form', async () => {
  renderWizard(() => jsonResponse(500, {}));
  expect(await screen.findByRole('link', { name: 'Use the classic form' })).toHaveAttribute(
    'href',
    '/admin/offer/add/classic',
  );
});

test('the wizard warns where they are typed: a base payout above its revenue, a destination without {click_id}', async () => {
  const { user } = renderWizard(() => jsonResponse(201, { data: createOffer() }));
  const destination = await screen.findByRole('textbox', { name: 'Destination URL' });
  await user.clear(destination);
  await fill(user, destination, 'https://shop.example/landing');
  expect(destination).toHaveAccessibleDescription(/^Warning: No \{click_id\} in this URL/);
  await user.clear(destination);
  await fill(user, destination, 'https://shop.example/?c={click_id}');
  expect(destination).not.toHaveAccessibleDescription(/Warning/);

  const base = screen.getByRole('region', { name: 'Base payout' });
  const payout = within(base).getByRole('textbox', { name: 'Payout amount' });
  await fill(user, within(base).getByRole('textbox', { name: 'Revenue amount' }), '4');
  await user.clear(payout);
  await fill(user, payout, '6');
  expect(payout).toHaveAccessibleDescription(
    'Warning: This payout ($6.00) is above the revenue ($4.00): each conversion loses money.',
  );
  await user.clear(payout);
  await fill(user, payout, '2.5');
  expect(payout).not.toHaveAccessibleDescription(/Warning/);
});
