import type { Creative } from '@affnet/contracts';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { createCreative, createCreativeCode, createCreativeLinks } from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, stubApi } from '../../../testing/stub-api';
import CreativeViewPage from './creative-view-page';

const LINKS = createCreativeLinks();
const publisher = { id: crypto.randomUUID(), ref: 1042, company: 'Pat Media' };

/** The creative, the publishers that may run its offer, and its code for one of them. */
function creativeHandlers(creative: Creative, code = createCreativeCode(creative)) {
  return {
    [`GET /api/v1/creatives/${creative.id}`]: () => jsonResponse(200, { data: creative }),
    [`GET /api/v1/offers/${creative.offer.id}/tracking-link/publishers`]: () =>
      jsonResponse(200, { data: [publisher] }),
    [`GET /api/v1/creatives/${creative.id}/code`]: () => jsonResponse(200, { data: code }),
  };
}

function renderView(id: string, handlers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(handlers);
  const view = renderPage(
    <CreativeViewPage screen={createScreenMeta('Creative Details', 'Creatives')} links={LINKS} />,
    {
      path: '/admin/offer/creative/view/:id',
      url: `/admin/offer/creative/view/${id}`,
    },
  );
  return { ...api, ...view };
}

test('HTML is previewed in a sandbox without scripts', async () => {
  const html = '<p>Hello</p><script>alert(1)</script>';
  const creative = createCreative({
    name: 'Widget',
    type: 'html',
    file: null,
    width: null,
    height: null,
    html,
  });
  renderView(creative.id, creativeHandlers(creative));

  const frame = await screen.findByTitle('Preview of Widget');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', html);
  expect(screen.getByRole('link', { name: `#${creative.offer.ref} ${creative.offer.name}` })).toHaveAttribute(
    'href',
    `/admin/offer/${creative.offer.id}/general`,
  );
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/admin/offer/creative/edit/${creative.id}`,
  );
});

test('a banner shows its image, the size the server read, and a download link', async () => {
  const creative = createCreative({ name: 'Leaderboard' });
  renderView(creative.id, creativeHandlers(creative));

  expect(await screen.findByRole('img', { name: 'Banner Leaderboard' })).toHaveAttribute(
    'src',
    creative.file?.url,
  );
  expect(screen.getAllByText('728 × 90 px').length).toBeGreaterThan(0);
  expect(screen.getByRole('link', { name: 'banner-728x90.png' })).toHaveAttribute(
    'href',
    `${creative.file?.url}?download=1`,
  );
});

test('an e-mail shows its subject and sender, and its body in a sandbox', async () => {
  const creative = createCreative({
    name: 'Newsletter',
    type: 'email',
    file: null,
    emailSubject: 'Summer deals',
    emailFromName: 'Acme Shop',
    emailBody: '<h1>Deals</h1>',
  });
  renderView(creative.id, creativeHandlers(creative));

  expect(await screen.findByTitle('Preview of Newsletter')).toHaveAttribute('sandbox', '');
  expect(screen.getByText('Summer deals')).toBeInTheDocument();
  expect(screen.getByText('Acme Shop')).toBeInTheDocument();
});

/** The embed code card and its publisher picker. */
const embedCard = () => screen.getByRole('region', { name: 'Embed code' });

async function choosePublisher(user: ReturnType<typeof renderView>['user']) {
  await user.click(within(embedCard()).getByRole('combobox', { name: 'Publisher' }));
  await user.click(await screen.findByRole('option', { name: '#1042 Pat Media' }));
}

test('the embed code is the chosen publisher’s, as the server built it, each part with its copy button', async () => {
  const creative = createCreative({ name: 'Leaderboard' });
  const link = `https://track.example/c/patcode?creative=${creative.id}`;
  const code = createCreativeCode(creative, link);
  const { user, calls } = renderView(creative.id, creativeHandlers(creative, code));

  expect(await screen.findByText('Choose a publisher to see the code with their link.')).toBeInTheDocument();
  await choosePublisher(user);
  const card = embedCard();
  expect(await within(card).findByText(code.html)).toBeInTheDocument();
  expect(within(card).getByText(link)).toBeInTheDocument();
  expect(within(card).getByText(`https://track.example/i/code?creative=${creative.id}`)).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Copy banner code' }));
  expect(await navigator.clipboard.readText()).toBe(code.html);
  for (const name of ['Copy image URL', 'Copy link']) {
    expect(within(card).getByRole('button', { name })).toBeInTheDocument();
  }
  expect(
    queriesTo(calls, `/api/v1/creatives/${creative.id}/code`).map((query) => query.get('publisherId')),
  ).toEqual([publisher.id]);
});

test('markup without {tracking_link} is flagged; a paused creative says its clicks are not reported under it', async () => {
  const creative = createCreative({
    name: 'Widget',
    type: 'html',
    status: 'paused',
    file: null,
    html: '<b>No link</b>',
  });
  const code = createCreativeCode(creative, undefined, { html: '<b>No link</b>', linkPlaced: false });
  const { user } = renderView(creative.id, creativeHandlers(creative, code));

  expect(await screen.findByText(/Paused: publishers do not see it/)).toBeInTheDocument();
  await choosePublisher(user);
  expect(await within(embedCard()).findByText('This creative has no place for the link')).toBeInTheDocument();
  expect(
    within(embedCard()).getByText(/Edit the creative and put \{tracking_link\} where the link goes/),
  ).toBeInTheDocument();
});

test('a publisher the server refuses shows why on the picker', async () => {
  const creative = createCreative({ name: 'Leaderboard' });
  const { user } = renderView(creative.id, {
    ...creativeHandlers(creative),
    [`GET /api/v1/creatives/${creative.id}/code`]: () =>
      jsonResponse(422, {
        message: 'This publisher may not run this offer.',
        errors: {
          publisherId: ['Pat Media has no access to this offer: approve them on the Permission tab first'],
        },
      }),
  });
  await screen.findByRole('img', { name: 'Banner Leaderboard' });
  await choosePublisher(user);
  expect(await screen.findByText(/Pat Media has no access to this offer/)).toBeInTheDocument();
  expect(within(embedCard()).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
});

test('delete asks first, then removes the creative and goes back to the list', async () => {
  const creative = createCreative({ name: 'Leaderboard' });
  const url = `/api/v1/creatives/${creative.id}`;
  const { calls, user } = renderView(creative.id, {
    ...creativeHandlers(creative),
    [`DELETE ${url}`]: () => new Response(null, { status: 204 }),
  });

  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Leaderboard?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete creative' }));

  expect(await screen.findByTestId('location')).toHaveTextContent('/admin/offer/creative/manage');
  expect(calls.some((call) => call.method === 'DELETE' && call.url === url)).toBe(true);
});

test('an unknown creative, or an id that is not one, shows the not-found state', async () => {
  const id = crypto.randomUUID();
  renderView(id, { [`GET /api/v1/creatives/${id}`]: () => jsonResponse(404, { message: 'Not found' }) });
  expect(await screen.findByRole('heading', { name: 'Creative not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to creatives' })).toHaveAttribute('href', LINKS.list);
});

test('a malformed id is not asked for', async () => {
  const { calls } = renderView('not-an-id');
  expect(await screen.findByRole('heading', { name: 'Creative not found' })).toBeInTheDocument();
  expect(calls).toHaveLength(0);
});
