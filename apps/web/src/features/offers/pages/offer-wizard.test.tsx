import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer, createOfferEvent, createOfferPayout } from '../../../testing/factories';
import { locationOf } from '../../../testing/render-page';
import { jsonResponse, sentForm } from '../../../testing/stub-api';
import { renderOfferTab } from '../testing/render-offer-tab';
import OfferEventsPage from './offer-events-page';
import OfferGeneralPage from './offer-general-page';
import OfferPermissionPage from './offer-permission-page';

// The add wizard after its first step: the banner above each tab, its way through the built
// tabs, and its last step, the review.

test('the banner states the offer’s status now, after a save changed it', async () => {
  const offer = createOffer({ status: 'draft' });
  const { user } = renderOfferTab(OfferEventsPage, offer, 'events', {
    search: '?wizard=1',
    saved: { ...offer, status: 'active' },
  });
  expect(
    await screen.findByText(`${offer.name} is a draft: publishers do not see it yet`),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(`${offer.name} is active: it takes traffic`)).toBeInTheDocument();
  expect(screen.queryByText(/was created/)).not.toBeInTheDocument();
});

test('the last built tab continues to the review, not to a tab still to be built', async () => {
  const offer = createOffer();
  const { user, router } = renderOfferTab(OfferPermissionPage, offer, 'permission', { search: '?wizard=1' });
  await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
  await screen.findByTestId('location');
  expect(locationOf(router)).toBe(`/admin/offer/${offer.id}/general?wizard=review`);
});

test('every wizard tab leads to the review', async () => {
  const offer = createOffer();
  renderOfferTab(OfferEventsPage, offer, 'events', { search: '?wizard=1' });
  expect(await screen.findByRole('link', { name: 'Review and finish' })).toHaveAttribute(
    'href',
    `/admin/offer/${offer.id}/general?wizard=review`,
  );
});

/** A draft whose base event pays publishers nothing, with no creative or fallback. */
function unpricedDraft() {
  const base = createOfferEvent();
  return createOffer({
    status: 'draft',
    events: [base],
    payouts: [createOfferPayout(base, { payoutAmount: '0.00' })],
  });
}

test('the review shows the state, what blocks going live with a link to fix it, and no activation', async () => {
  const offer = unpricedDraft();
  renderOfferTab(OfferGeneralPage, offer, 'general', { search: '?wizard=review' });

  const facts = await screen.findByRole('region', { name: 'Review and finish' });
  expect(within(facts).getByText('Draft')).toBeInTheDocument();
  expect(within(facts).getByText('$0.00 CPA')).toBeInTheDocument();
  const blockers = screen.getByRole('region', { name: 'Before it can go live' });
  expect(
    within(blockers).getByText('Conversion pays publishers nothing: set its payout.'),
  ).toBeInTheDocument();
  expect(within(blockers).getByRole('link', { name: /^Open Payouts/ })).toHaveAttribute(
    'href',
    `/admin/offer/${offer.id}/payouts?wizard=1`,
  );
  const warnings = screen.getByRole('region', { name: 'Worth checking' });
  expect(within(warnings).getByRole('link', { name: /^Open Creatives/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Activate and finish' })).toBeDisabled();
  expect(screen.getByRole('link', { name: 'Finish without activating' })).toHaveAttribute(
    'href',
    `/admin/offer/${offer.id}/general`,
  );
  // The review takes the general form's place; no tab is the open one.
  expect(screen.queryByRole('textbox', { name: 'Offer name' })).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'false');
});

test('with nothing blocking, "Activate and finish" activates the offer and opens its editor', async () => {
  const offer = createOffer({ status: 'draft' });
  const { user, router, calls } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    search: '?wizard=review',
    handlers: { 'POST /api/v1/offers/status': () => jsonResponse(200, { data: { updated: 1 } }) },
  });
  const blockers = await screen.findByRole('region', { name: 'Before it can go live' });
  expect(within(blockers).getByText('Nothing is missing: it can go live.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Activate and finish' }));

  expect(await screen.findByText('Offer activated')).toBeInTheDocument();
  const body = sentForm(calls, '/api/v1/offers/status');
  expect([body.getAll('ids[]'), body.get('action')]).toEqual([[offer.id], 'activate']);
  expect(locationOf(router)).toBe(`/admin/offer/${offer.id}/general`);
});

test('an offer that is already active is finished, not activated again', async () => {
  renderOfferTab(OfferGeneralPage, createOffer({ status: 'active' }), 'general', {
    search: '?wizard=review',
  });
  expect(await screen.findByRole('link', { name: 'Finish' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Activate and finish' })).not.toBeInTheDocument();
});
