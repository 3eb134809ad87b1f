import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createPublisher } from '../../../testing/factories';
import { createOfferAccess, pageOf } from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import { OfferAccessPanel } from './offer-access-panel';

const LIST_URL = '/api/v1/offer-access';
const GRANT_URL = '/api/v1/offer-access';
const PATH = '/admin/offer/:id/permission';
const OFFER_ID = crypto.randomUUID();
const ACME = createPublisher({ company: 'Acme Media' });
const BETA = createPublisher({ company: 'Beta Ads' });

function renderPanel(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [`GET ${LIST_URL}`]: () =>
      jsonResponse(
        200,
        pageOf([createOfferAccess({ publisher: { id: ACME.id, company: 'Acme Media', email: ACME.email } })]),
      ),
    'GET /api/v1/publishers': (_init, url) => {
      const search = url.searchParams.get('search') ?? '';
      return jsonResponse(200, pageOf([ACME, BETA].filter((p) => p.company.toLowerCase().includes(search))));
    },
    ...handlers,
  });
  const view = renderPage(<OfferAccessPanel offerId={OFFER_ID} />, {
    path: PATH,
    url: `/admin/offer/${OFFER_ID}/permission`,
  });
  return { ...api, ...view };
}

test("lists one offer's entries: the offer is in every request, with no offer column or filter", async () => {
  const { calls } = renderPanel();

  expect(await screen.findByRole('row', { name: /Acme Media/ })).toBeInTheDocument();
  expect(queriesTo(calls, LIST_URL)[0]?.get('offerId')).toBe(OFFER_ID);
  expect(screen.queryByRole('columnheader', { name: 'Offer' })).not.toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Offer' })).not.toBeInTheDocument();
  // Without links from the app layer, names are plain text.
  expect(screen.queryByRole('link', { name: 'Acme Media' })).not.toBeInTheDocument();
});

test('grant access sends the offer, the chosen publishers, the status and the reason', async () => {
  const { calls, user } = renderPanel({
    [`POST ${GRANT_URL}`]: () => jsonResponse(200, { data: { updated: 2 } }),
  });

  await user.click(await screen.findByRole('button', { name: 'Grant access' }));
  const dialog = await screen.findByRole('dialog', { name: 'Grant access' });
  const picker = within(dialog).getByRole('combobox', { name: 'Publishers' });
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: 'Acme Media' }));
  await user.type(picker, 'beta');
  await user.click(await screen.findByRole('option', { name: 'Beta Ads' }));
  await user.click(within(dialog).getByRole('radio', { name: /Blocked/ }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Brand bidding');
  await user.click(within(dialog).getByRole('button', { name: 'Set access' }));

  expect(await screen.findByText('Blocked 2 publishers.')).toBeInTheDocument();
  const body = sentForm(calls, GRANT_URL);
  expect(body.get('offerId')).toBe(OFFER_ID);
  expect(body.getAll('publisherIds[]')).toEqual([ACME.id, BETA.id]);
  expect(body.get('status')).toBe('blocked');
  expect(body.get('reason')).toBe('Brand bidding');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('grant access needs a publisher, and shows the server field error on the picker', async () => {
  const message = 'Beta Ads is not a publisher of this network';
  const { calls, user } = renderPanel({
    [`POST ${GRANT_URL}`]: () =>
      jsonResponse(422, { message: 'Invalid input', errors: { 'publisherIds.0': [message] } }),
  });

  await user.click(await screen.findByRole('button', { name: 'Grant access' }));
  const dialog = await screen.findByRole('dialog', { name: 'Grant access' });
  await user.click(within(dialog).getByRole('button', { name: 'Set access' }));
  expect(await within(dialog).findByText('Choose 1 to 500 publishers')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.click(within(dialog).getByRole('combobox', { name: 'Publishers' }));
  await user.click(await screen.findByRole('option', { name: 'Beta Ads' }));
  await user.click(within(dialog).getByRole('button', { name: 'Set access' }));
  expect(await within(dialog).findByText(message)).toBeInTheDocument();
  expect(within(dialog).queryByText('Could not set access')).not.toBeInTheDocument();
});
