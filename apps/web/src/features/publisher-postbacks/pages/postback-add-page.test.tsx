import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { locationOf, renderPage } from '../../../testing/render-page';
import { staffWordingIn } from '../../../testing/staff-wording';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import { createPostback, createPostbackLinks } from '../testing/postback-factories';
import PostbackAddPage from './postback-add-page';

const PATH = '/publisher/tools/postback/add';
const LINKS = createPostbackLinks();
const OFFER = {
  id: crypto.randomUUID(),
  ref: 1042,
  name: 'Summer Sale',
  events: [{ key: 'sale', name: 'Sale' }],
};

function renderAdd(handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/v1/publisher/postback-targets': () =>
      jsonResponse(200, { data: { offers: [OFFER], eventKeys: ['conversion', 'sale'] } }),
    ...handlers,
  });
  const view = renderPage(
    <PostbackAddPage side="publisher" screen={createScreenMeta('Add Postback', 'Postbacks')} links={LINKS} />,
    { path: PATH },
  );
  return { ...api, ...view };
}

test('a macro clicked goes in at the cursor; the postback is sent as a form and the list opens', async () => {
  const { calls, user, router } = renderAdd({
    'POST /api/v1/publisher/postbacks': () => jsonResponse(201, { data: createPostback() }),
  });
  const url = await screen.findByRole('textbox', { name: 'Postback URL' });
  await user.type(url, 'https://t.example/pb?cid=&p=1');
  // Cursor after "cid=".
  (url as HTMLTextAreaElement).setSelectionRange(25, 25);
  await user.click(screen.getByRole('button', { name: /^Insert \{aff_click_id\}/ }));
  expect(url).toHaveValue('https://t.example/pb?cid={aff_click_id}&p=1');

  await user.click(screen.getByRole('checkbox', { name: 'Pending' }));
  await user.click(screen.getByRole('button', { name: 'Add postback' }));

  await waitFor(() => expect(locationOf(router)).toBe(LINKS.list));
  const form = sentForm(calls, '/api/v1/publisher/postbacks');
  expect(form.get('url')).toBe('https://t.example/pb?cid={aff_click_id}&p=1');
  expect(form.getAll('statuses[]')).toEqual(['approved', 'pending']);
  expect(form.get('method')).toBe('GET');
  expect(form.get('isActive')).toBe('1');
  expect(form.has('publisherId')).toBe(false);
  expect(form.has('offerId')).toBe(false);
});

test('an unknown macro or one in the host is shown on the URL before anything is sent', async () => {
  const { calls, user } = renderAdd();
  const url = await screen.findByRole('textbox', { name: 'Postback URL' });
  await user.type(url, 'https://{{sub1}.t.example/pb');
  await user.click(screen.getByRole('button', { name: 'Add postback' }));
  expect(await screen.findByText('Macros are not allowed in the host')).toBeInTheDocument();
  await user.clear(url);
  await user.type(url, 'https://t.example/pb?c={{clickid}');
  await user.click(screen.getByRole('button', { name: 'Add postback' }));
  expect(await screen.findByText('Unknown macro: {clickid}')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
});

test('the server’s field errors land on their inputs', async () => {
  const { user } = renderAdd({
    'POST /api/v1/publisher/postbacks': () =>
      jsonResponse(422, {
        message: 'The form has errors.',
        errors: { offerId: ['The publisher cannot run this offer'] },
      }),
  });
  await user.type(await screen.findByRole('textbox', { name: 'Postback URL' }), 'https://t.example/pb');
  await user.click(screen.getByRole('combobox', { name: 'Offer' }));
  await user.click(await screen.findByRole('option', { name: '#1042 Summer Sale' }));
  await user.click(screen.getByRole('button', { name: 'Add postback' }));
  expect(await screen.findByText('The publisher cannot run this offer')).toBeInTheDocument();
});

test('the chosen offer offers its own events, stays chosen, and both are sent', async () => {
  const { calls, user } = renderAdd({
    'POST /api/v1/publisher/postbacks': () => jsonResponse(201, { data: createPostback() }),
  });
  await user.type(await screen.findByRole('textbox', { name: 'Postback URL' }), 'https://t.example/pb');
  await user.click(screen.getByRole('combobox', { name: 'Offer' }));
  await user.click(await screen.findByRole('option', { name: '#1042 Summer Sale' }));
  await user.click(screen.getByRole('combobox', { name: 'Event' }));
  await user.click(await screen.findByRole('option', { name: 'Sale (sale)' }));
  expect(screen.getByRole('combobox', { name: 'Offer' })).toHaveValue('#1042 Summer Sale');
  // Showing the chosen offer's name is not a search for it.
  expect(queriesTo(calls, '/api/v1/publisher/postback-targets').every((query) => !query.has('search'))).toBe(
    true,
  );
  await user.click(screen.getByRole('button', { name: 'Add postback' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  const form = sentForm(calls, '/api/v1/publisher/postbacks');
  expect(form.get('offerId')).toBe(OFFER.id);
  expect(form.get('eventKey')).toBe('sale');
});

test('staff: a publisher outside their data scope (404 on its offers) is said on the publisher field', async () => {
  const publisherId = crypto.randomUUID();
  stubApi({
    'GET /api/v1/publisher-postbacks/targets': () => jsonResponse(404, { message: 'Publisher not found.' }),
  });
  renderPage(
    <PostbackAddPage side="staff" screen={createScreenMeta('Add Postback', 'Postbacks')} links={LINKS} />,
    {
      path: '/admin/publisher/postback/add',
      url: `/admin/publisher/postback/add?publisherId=${publisherId}`,
    },
  );
  expect(await screen.findByText('Publisher not found.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Offer' })).toHaveValue('');
});

test('the publisher’s form speaks to them: every offer they run, no staff wording', async () => {
  const { container } = renderAdd();
  expect(await screen.findByText('Empty: every offer you run (a global postback).')).toBeInTheDocument();
  expect(staffWordingIn(container.textContent ?? '')).toEqual([]);
});
