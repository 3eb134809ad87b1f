import type { OfferAccess } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { createOfferAccess, pageOf } from '../../../testing/offer-factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import OfferAccessPage, { type AccessLinks } from './offer-access-page';

const LIST_URL = '/api/v1/offer-access';
const STATUS_URL = '/api/v1/offer-access/status';
const PATH = '/admin/offer/access';
const LINKS: AccessLinks = {
  offer: (id) => `/admin/offer/${id}/general`,
  publisher: (id) => `/admin/publisher/view/${id}`,
};

function stubList(rows: OfferAccess[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [`GET ${LIST_URL}`]: () => jsonResponse(200, pageOf(rows)),
    'GET /api/v1/offers/options': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/publishers': () => jsonResponse(200, pageOf([])),
    ...extra,
  });
}

function renderAccess(url = PATH) {
  return renderPage(<OfferAccessPage screen={createScreenMeta('Offer Access', 'Offers')} links={LINKS} />, {
    path: PATH,
    url,
  });
}

test('opens on pending requests, with the offer, publisher, answers and the actions that apply', async () => {
  const request = createOfferAccess({
    offer: { id: crypto.randomUUID(), ref: 1024, name: 'Summer Sale', visibility: 'approval' },
    publisher: { id: crypto.randomUUID(), company: 'Acme Media', email: 'ads@acme.example' },
    answers: [
      { question: 'Where will you promote it?', answer: 'Our newsletter' },
      { question: 'Monthly volume?', answer: '50k clicks' },
    ],
    termsAcceptedAt: '2026-02-02T10:00:00.000Z',
  });
  const { calls } = stubList([request]);
  const { user } = renderAccess();

  expect(await screen.findByRole('link', { name: '#1024 Summer Sale' })).toHaveAttribute(
    'href',
    `/admin/offer/${request.offer.id}/general`,
  );
  expect(screen.getByRole('link', { name: 'Acme Media' })).toHaveAttribute(
    'href',
    `/admin/publisher/view/${request.publisher.id}`,
  );
  expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    sort: 'updatedAt',
    order: 'desc',
    status: 'pending',
  });
  const row = screen.getByRole('row', { name: /Acme Media/ });
  expect(within(row).getByText('Accepted the terms')).toBeInTheDocument();
  const toggle = within(row).getByRole('button', { name: 'Show 2 answers' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(within(row).getByRole('button', { name: 'Hide answers' })).toHaveAttribute('aria-expanded', 'true');
  expect(within(row).getByText('Our newsletter')).toBeVisible();
  for (const action of ['Approve', 'Reject', 'Block'])
    expect(within(row).getByRole('button', { name: action })).toBeEnabled();
});

test('a row offers only the decisions its status allows', async () => {
  stubList([
    createOfferAccess({
      publisher: { id: crypto.randomUUID(), company: 'Approved Co', email: 'a@example.com' },
      status: 'approved',
    }),
    createOfferAccess({
      publisher: { id: crypto.randomUUID(), company: 'Blocked Co', email: 'b@example.com' },
      status: 'blocked',
      reason: 'Fraud',
    }),
  ]);
  renderAccess(`${PATH}?status=all`);

  const approved = (await screen.findByRole('row', { name: /Approved Co/ })) as HTMLElement;
  expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  expect(within(approved).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  expect(within(approved).getByRole('button', { name: 'Block' })).toBeInTheDocument();
  const blocked = screen.getByRole('row', { name: /Blocked Co/ });
  expect(within(blocked).getByText('Fraud')).toBeInTheDocument();
  expect(within(blocked).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(within(blocked).queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
});

test('the URL state drives the query, and the tabs change it', async () => {
  const offerId = crypto.randomUUID();
  const publisherId = crypto.randomUUID();
  const { calls } = stubList([createOfferAccess()]);
  const { user, router } = renderAccess(
    `${PATH}?status=all&offerId=${offerId}&publisherId=${publisherId}&search=acme&sort=publisher&order=asc`,
  );

  await waitFor(() => expect(queriesTo(calls, LIST_URL)).toHaveLength(1));
  expect(Object.fromEntries(queriesTo(calls, LIST_URL)[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    search: 'acme',
    sort: 'publisher',
    order: 'asc',
    offerId,
    publisherId,
  });
  expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Blocked' }));
  await waitFor(() => expect(queriesTo(calls, LIST_URL).at(-1)?.get('status')).toBe('blocked'));
  await user.click(screen.getByRole('tab', { name: 'Pending' }));
  await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('status')).toBe(false));
  expect(queriesTo(calls, LIST_URL).at(-1)?.get('status')).toBe('pending');

  await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
  await waitFor(() => expect(locationOf(router)).toBe(`${PATH}?sort=publisher&order=asc`));
});

test('rejecting one request asks for a reason and sends it with the id', async () => {
  const request = createOfferAccess({
    publisher: { id: crypto.randomUUID(), company: 'Acme Media', email: 'ads@acme.example' },
    offer: { id: crypto.randomUUID(), ref: 77, name: 'Summer Sale', visibility: 'approval' },
  });
  const { calls } = stubList([request], {
    [`POST ${STATUS_URL}`]: () => jsonResponse(200, { data: { updated: 1 } }),
  });
  const { user } = renderAccess();

  const row = await screen.findByRole('row', { name: /Acme Media/ });
  await user.click(within(row).getByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reject Acme Media on #77 Summer Sale' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Traffic source not allowed');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

  expect(await screen.findByText('Rejected 1 request.')).toBeInTheDocument();
  const body = sentForm(calls, STATUS_URL);
  expect(body.getAll('ids[]')).toEqual([request.id]);
  expect(body.get('action')).toBe('reject');
  expect(body.get('reason')).toBe('Traffic source not allowed');
});

test('bulk approve sends every checked id; decisions that fit none are disabled', async () => {
  const [first, second] = [createOfferAccess(), createOfferAccess({ status: 'rejected' })];
  if (!first || !second) throw new Error('factories');
  const { calls } = stubList([first, second], {
    [`POST ${STATUS_URL}`]: () => jsonResponse(200, { data: { updated: 2 } }),
  });
  const { user } = renderAccess(`${PATH}?status=all`);

  await user.click(
    await screen.findByRole('checkbox', {
      name: `Select ${second.publisher.company} on #${second.offer.ref}`,
    }),
  );
  const bar = screen.getByRole('region', { name: 'Selected rows' });
  expect(bar).toHaveTextContent('1 request selected');
  expect(within(bar).getByRole('button', { name: 'Reject' })).toBeDisabled();
  await user.click(
    screen.getByRole('checkbox', { name: `Select ${first.publisher.company} on #${first.offer.ref}` }),
  );
  expect(within(bar).getByRole('button', { name: 'Reject' })).toBeEnabled();
  await user.click(within(bar).getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Approved 2 requests.')).toBeInTheDocument();
  const body = sentForm(calls, STATUS_URL);
  expect(body.getAll('ids[]')).toEqual([first.id, second.id]);
  expect(body.get('action')).toBe('approve');
  expect(body.has('reason')).toBe(false);
});

test('with nothing pending says so; with filters offers to clear them', async () => {
  stubList([]);
  renderAccess();
  expect(await screen.findByRole('heading', { name: 'No requests waiting' })).toBeInTheDocument();
});

test('filters that match nothing keep the tab when cleared', async () => {
  stubList([]);
  const { user, router } = renderAccess(`${PATH}?status=approved&search=zzz`);

  expect(
    await screen.findByRole('heading', { name: 'No access entries match these filters' }),
  ).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1) as HTMLElement);
  await waitFor(() => expect(locationOf(router)).toBe(`${PATH}?status=approved`));
  expect(await screen.findByRole('heading', { name: 'No approved publishers' })).toBeInTheDocument();
});

test('a failed load shows the error with a retry', async () => {
  let attempts = 0;
  stubList([], {
    [`GET ${LIST_URL}`]: () => {
      attempts += 1;
      return attempts === 1
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(
            200,
            pageOf([
              createOfferAccess({
                publisher: { id: crypto.randomUUID(), company: 'Back Co', email: 'b@example.com' },
              }),
            ]),
          );
    },
  });
  const { user } = renderAccess();

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Could not load access entries' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Back Co' })).toBeInTheDocument();
});
