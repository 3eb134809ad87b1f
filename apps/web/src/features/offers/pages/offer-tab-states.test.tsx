import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, test } from 'vitest';
import type { OfferScreenProps } from '../../../lib/screen';
import { createOffer } from '../../../testing/factories';
import { jsonResponse } from '../../../testing/stub-api';
import { renderOfferTab } from '../testing/render-offer-tab';
import OfferCapsPage from './offer-caps-page';
import OfferEventsPage from './offer-events-page';
import OfferFallbackPage from './offer-fallback-page';
import OfferGeneralPage from './offer-general-page';
import OfferLandingPagesPage from './offer-landing-pages-page';
import OfferPayoutsPage from './offer-payouts-page';
import OfferPermissionPage from './offer-permission-page';
import OfferSchedulePage from './offer-schedule-page';
import OfferTargetingPage from './offer-targeting-page';

const TABS: ReadonlyArray<readonly [string, ComponentType<OfferScreenProps>, string]> = [
  ['general', OfferGeneralPage, 'General'],
  ['events', OfferEventsPage, 'Events'],
  ['landing-pages', OfferLandingPagesPage, 'Landing Pages'],
  ['payouts', OfferPayoutsPage, 'Payouts'],
  ['caps', OfferCapsPage, 'Caps'],
  ['targeting', OfferTargetingPage, 'Targeting'],
  ['schedule', OfferSchedulePage, 'Schedule'],
  ['fallback', OfferFallbackPage, 'Fallback'],
  ['permission', OfferPermissionPage, 'Permission'],
];

describe.each(TABS)('the %s tab', (segment, Page, label) => {
  test('a missing offer shows not found with the way back to offer/manage', async () => {
    const offer = createOffer();
    renderOfferTab(Page, offer, segment, {
      handlers: {
        [`GET /api/v1/offers/${offer.id}`]: () => jsonResponse(404, { message: 'Offer not found.' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to offers' })).toHaveAttribute(
      'href',
      '/admin/offer/manage',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  test('a failed load says so and offers a retry; loading shows a skeleton', async () => {
    const offer = createOffer();
    renderOfferTab(Page, offer, segment, {
      handlers: {
        [`GET /api/v1/offers/${offer.id}`]: () => jsonResponse(500, { message: 'Internal Server Error' }),
      },
    });
    expect(screen.getByRole('status', { name: 'Loading offer' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Could not load this offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(label);
  });
});
