import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { OfferScreenProps } from '../../../lib/screen';
import { createOffer } from '../../../testing/factories';
import { renderOfferTab } from '../testing/render-offer-tab';
import OfferCreativesPage from './offer-creatives-page';

/** The tab as the app composes it, with a stand-in for the creatives feature's list. */
function CreativesTab(props: OfferScreenProps) {
  return <OfferCreativesPage {...props} panel={(offerId) => <p>Creatives of {offerId}</p>} />;
}

test('in the wizard, the creatives tab leads on to the next tab', async () => {
  const offer = createOffer();
  renderOfferTab(CreativesTab, offer, 'creatives', { search: '?wizard=1' });

  expect(await screen.findByText(`Creatives of ${offer.id}`)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue to Schedule' })).toHaveAttribute(
    'href',
    `/admin/offer/${offer.id}/schedule?wizard=1`,
  );
});

test('outside the wizard there is nothing to continue to', async () => {
  const offer = createOffer();
  renderOfferTab(CreativesTab, offer, 'creatives');

  expect(await screen.findByText(`Creatives of ${offer.id}`)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Continue/ })).not.toBeInTheDocument();
});
