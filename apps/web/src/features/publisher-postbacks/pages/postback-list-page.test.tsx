import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { pageOf } from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { staffWordingIn } from '../../../testing/staff-wording';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import { createPostback, createPostbackLinks } from '../testing/postback-factories';
import PostbackListPage from './postback-list-page';

const PATH = '/publisher/tools/postback/list';
const LINKS = createPostbackLinks();
const SECRET = `${'a'.repeat(60)}3f9a`;
const ROTATED = `${'b'.repeat(60)}77cc`;

function renderList(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/v1/publisher/postback-secret': () => jsonResponse(200, { data: { secret: SECRET } }),
    ...handlers,
  });
  return {
    ...api,
    ...renderPage(
      <PostbackListPage side="publisher" screen={createScreenMeta('Postbacks', 'Tools')} links={LINKS} />,
      {
        path: PATH,
      },
    ),
  };
}

test('lists the publisher’s postbacks with what fires them, and edit and log links', async () => {
  const global = createPostback({ url: 'https://t.example/all', statuses: ['approved', 'pending'] });
  const one = createPostback({
    url: 'https://t.example/one',
    offerId: crypto.randomUUID(),
    offerRef: 1042,
    offerName: 'Summer Sale',
    eventKey: 'sale',
    method: 'POST',
    isActive: false,
  });
  const { calls } = renderList({
    'GET /api/v1/publisher/postbacks': () => jsonResponse(200, pageOf([global, one])),
  });

  const globalRow = (await screen.findByText('https://t.example/all')).closest('tr') as HTMLElement;
  expect(within(globalRow).getByText('All offers')).toBeInTheDocument();
  expect(within(globalRow).getByText('All events')).toBeInTheDocument();
  expect(within(globalRow).getByText('Pending')).toBeInTheDocument();
  const oneRow = screen.getByText('https://t.example/one').closest('tr') as HTMLElement;
  expect(within(oneRow).getByText('#1042 Summer Sale')).toBeInTheDocument();
  expect(within(oneRow).getByText('POST · inactive')).toBeInTheDocument();
  expect(within(oneRow).getByRole('link', { name: 'Edit https://t.example/one' })).toHaveAttribute(
    'href',
    LINKS.edit(one.id),
  );
  expect(within(oneRow).getByRole('link', { name: 'Log of https://t.example/one' })).toHaveAttribute(
    'href',
    LINKS.log(one.id),
  );
  expect(screen.queryByText('Publisher')).not.toBeInTheDocument();
  expect(Object.fromEntries(queriesTo(calls, '/api/v1/publisher/postbacks')[0] ?? [])).toEqual({
    page: '1',
    perPage: '25',
    sort: 'createdAt',
    order: 'desc',
  });
});

test('the signing secret is masked, can be shown, and is rotated only after confirming', async () => {
  const { calls, user } = renderList({
    'GET /api/v1/publisher/postbacks': () => jsonResponse(200, pageOf([])),
    'POST /api/v1/publisher/postback-secret/rotate': () => jsonResponse(200, { data: { secret: ROTATED } }),
  });
  const secret = await screen.findByRole('group', { name: 'Signing secret' });
  expect(within(secret).getByText(/•+3f9a/)).toBeInTheDocument();
  expect(within(secret).queryByText(SECRET)).not.toBeInTheDocument();
  await user.click(within(secret).getByRole('button', { name: 'Show signing secret' }));
  expect(within(secret).getByText(SECRET)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
  const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Rotate secret' }));
  await waitFor(() => expect(screen.getByText(ROTATED)).toBeInTheDocument());
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
    '/api/v1/publisher/postback-secret/rotate',
  ]);
});

test('deleting asks first, then removes the postback', async () => {
  const postback = createPostback({ url: 'https://t.example/old' });
  let rows = [postback];
  const { calls, user } = renderList({
    'GET /api/v1/publisher/postbacks': () => jsonResponse(200, pageOf(rows)),
    [`DELETE /api/v1/publisher/postbacks/${postback.id}`]: () => {
      rows = [];
      return new Response(null, { status: 204 });
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Delete https://t.example/old' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this postback?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete postback' }));
  expect(await screen.findByText('No postbacks yet')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
});

test('the publisher’s list speaks to them: its search looks in URLs and offers, no staff wording', async () => {
  const { container } = renderList({
    'GET /api/v1/publisher/postbacks': () => jsonResponse(200, pageOf([createPostback()])),
  });
  expect(await screen.findByRole('table', { name: 'Postbacks' })).toBeInTheDocument();
  expect(screen.getByPlaceholderText('URL or offer')).toBeInTheDocument();
  const placeholders = [...container.querySelectorAll('[placeholder]')].map((input) =>
    input.getAttribute('placeholder'),
  );
  expect(staffWordingIn(`${container.textContent} ${placeholders.join(' ')}`)).toEqual([]);
});
