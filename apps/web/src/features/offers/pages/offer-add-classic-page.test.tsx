import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import {
  createAdvertiser,
  createOffer,
  createOfferLinks,
  createScreenMeta,
} from '../../../testing/factories';
import { type PageUser, renderPage } from '../../../testing/render-page';
import { jsonResponse, sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, stubOfferCreation } from '../testing/render-offer-tab';
import OfferAddClassicPage from './offer-add-classic-page';

const advertiser = createAdvertiser({ company: 'Acme Ltd' });

function renderClassic(create: () => Response) {
  const api = stubOfferCreation(advertiser, create);
  const view = renderPage(
    <OfferAddClassicPage
      screen={createScreenMeta('Add Offer (Classic)', 'Offers')}
      links={createOfferLinks()}
    />,
    { path: '/admin/offer/add/classic' },
  );
  return { ...api, ...view };
}

function part(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

async function fillGeneralAndBasePrice(user: PageUser) {
  await fill(user, await screen.findByRole('textbox', { name: 'Offer name' }), 'Summer Sale');
  await user.click(screen.getByRole('combobox', { name: 'Advertiser' }));
  await user.click(await screen.findByRole('option', { name: 'Acme Ltd' }));
  await fill(
    user,
    screen.getByRole('textbox', { name: 'Destination URL' }),
    'https://shop.example/?c={click_id}',
  );
  const conversion = within(part('Default payouts')).getByRole('group', { name: 'Conversion' });
  await fill(user, within(conversion).getByRole('textbox', { name: 'Payout amount' }), '2');
  await fill(user, within(conversion).getByRole('textbox', { name: 'Revenue amount' }), '3');
}

test('marks the required inputs of every section, payout and revenue amounts included', async () => {
  renderClassic(() => jsonResponse(201, { data: createOffer() }));

  expect(await screen.findByRole('textbox', { name: 'Offer name' })).toBeRequired();
  const conversion = within(part('Default payouts')).getByRole('group', { name: 'Conversion' });
  expect(within(conversion).getByRole('textbox', { name: 'Payout amount' })).toBeRequired();
  expect(within(conversion).getByRole('textbox', { name: 'Revenue amount' })).toBeRequired();
  expect(screen.getByRole('textbox', { name: 'Preview URL' })).not.toBeRequired();
});

// The longest flow of the suite (one input in every section of the form): the project's generous
// test timeout covers it on a busy machine, so it sets none of its own.
test('sends every section in one request and opens the new offer', async () => {
  const created = createOffer({ name: 'Summer Sale' });
  const { calls, user, router } = renderClassic(() => jsonResponse(201, { data: created }));
  await fillGeneralAndBasePrice(user);

  await user.click(screen.getByRole('button', { name: 'Add event' }));
  await fill(user, screen.getByRole('textbox', { name: 'Event 2 key' }), 'deposit');
  await fill(user, screen.getByRole('textbox', { name: 'Event 2 name' }), 'Deposit');
  expect(await within(part('Default payouts')).findByRole('group', { name: 'Deposit' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add landing page' }));
  await fill(user, screen.getByRole('textbox', { name: 'Landing page 1 name' }), 'Quiz');
  await fill(user, screen.getByRole('textbox', { name: 'Landing page 1 URL' }), 'https://shop.example/quiz');
  await user.click(screen.getByRole('button', { name: 'Add cap' }));
  await fill(user, screen.getByRole('textbox', { name: /Cap 1 limit/ }), '100');
  await user.click(screen.getByRole('combobox', { name: 'Countries: include' }));
  await user.paste('Germ');
  await user.click(await screen.findByRole('option', { name: 'Germany' }));
  await user.click(screen.getByRole('switch', { name: 'Only at certain hours' }));
  await user.click(screen.getByRole('button', { name: 'All of Monday' }));
  await user.click(screen.getByRole('button', { name: 'Add fallback' }));
  await fill(user, screen.getByRole('textbox', { name: 'Fallback 1 URL' }), 'https://fallback.example/');
  await user.click(screen.getByRole('radio', { name: 'Public' }));
  await user.click(screen.getByRole('button', { name: 'Add question' }));
  await fill(user, screen.getByRole('textbox', { name: 'Question 1' }), 'Your traffic sources?');
  await user.click(screen.getByRole('button', { name: 'Create offer' }));

  await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/offer/${created.id}/general`));
  const body = sentForm(calls, '/api/v1/offers');
  expect(body.get('name')).toBe('Summer Sale');
  expect(body.get('advertiserId')).toBe(advertiser.id);
  expect(body.get('events[0][key]')).toBe('conversion');
  expect(body.get('events[0][isBase]')).toBe('1');
  expect(body.get('events[1][key]')).toBe('deposit');
  expect(body.get('payouts[0][eventKey]')).toBe('conversion');
  expect(body.get('payouts[0][payoutAmount]')).toBe('2.00');
  expect(body.get('payouts[1][eventKey]')).toBe('deposit');
  expect(body.get('payouts[1][payoutAmount]')).toBe('0.00');
  expect(body.get('landingPages[0][url]')).toBe('https://shop.example/quiz');
  expect(body.get('caps[0][limit]')).toBe('100');
  expect(body.get('caps[0][timezone]')).toBe('UTC');
  expect(body.getAll('targeting[country][include][]')).toEqual(['DE']);
  expect(body.get('targeting[mismatchAction]')).toBe('fallback');
  expect(body.get('dayPartingEnabled')).toBe('1');
  expect(body.getAll('dayPartingHours[]')).toHaveLength(24);
  expect(body.get('fallbackStrategy')).toBe('priority');
  expect(body.get('fallbacks[0][url]')).toBe('https://fallback.example/');
  expect(body.get('visibility')).toBe('public');
  expect(body.getAll('approvalQuestions[]')).toEqual(['Your traffic sources?']);
});

test('server errors land on the inputs of the right sections', async () => {
  const { user } = renderClassic(
    fieldErrors({
      'events.0.key': ['Each event needs its own key'],
      'payouts.0.revenueAmount': ['Enter an amount such as 12.50 (at most 2 decimals)'],
      'targeting.country.include.0': ['Choose a country'],
    }),
  );
  await fillGeneralAndBasePrice(user);
  await user.click(screen.getByRole('button', { name: 'Create offer' }));

  expect(await within(part('Events')).findByText('Each event needs its own key')).toBeInTheDocument();
  expect(within(part('Events')).getByRole('textbox', { name: 'Event 1 key' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(within(part('Default payouts')).getByText(/Enter an amount such as 12.50/)).toBeInTheDocument();
  expect(within(part('Rules')).getByText('Choose a country')).toBeInTheDocument();
  expect(screen.queryByText('Could not create the offer')).not.toBeInTheDocument();
});

test('a removed event takes its payout row along', async () => {
  const { user } = renderClassic(() => jsonResponse(500, {}));
  await user.click(await screen.findByRole('button', { name: 'Add event' }));
  await fill(user, screen.getByRole('textbox', { name: 'Event 2 name' }), 'Deposit');
  expect(await within(part('Default payouts')).findByRole('group', { name: 'Deposit' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove event 2' }));
  await waitFor(() =>
    expect(within(part('Default payouts')).queryByRole('group', { name: 'Deposit' })).not.toBeInTheDocument(),
  );
  expect(within(part('Default payouts')).getByRole('group', { name: 'Conversion' })).toBeInTheDocument();
});
