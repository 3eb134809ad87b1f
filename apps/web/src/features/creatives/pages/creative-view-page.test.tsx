import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { createCreative, createCreativeLinks } from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, stubApi } from '../../../testing/stub-api';
import CreativeViewPage from './creative-view-page';

const LINKS = createCreativeLinks();

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

test('HTML is previewed in a sandbox without scripts, and its code can be copied', async () => {
  const html = '<p>Hello</p><script>alert(1)</script>';
  const creative = createCreative({
    name: 'Widget',
    type: 'html',
    file: null,
    width: null,
    height: null,
    html,
  });
  renderView(creative.id, {
    [`GET /api/v1/creatives/${creative.id}`]: () => jsonResponse(200, { data: creative }),
  });

  const frame = await screen.findByTitle('Preview of Widget');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('sandbox', '');
  expect(frame).toHaveAttribute('srcdoc', html);
  expect(screen.getByText(html)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy HTML' })).toBeInTheDocument();
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
  renderView(creative.id, {
    [`GET /api/v1/creatives/${creative.id}`]: () => jsonResponse(200, { data: creative }),
  });

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
  renderView(creative.id, {
    [`GET /api/v1/creatives/${creative.id}`]: () => jsonResponse(200, { data: creative }),
  });

  expect(await screen.findByTitle('Preview of Newsletter')).toHaveAttribute('sandbox', '');
  expect(screen.getByText('Summer deals')).toBeInTheDocument();
  expect(screen.getByText('Acme Shop')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Copy e-mail body' })).toBeInTheDocument();
});

test('delete asks first, then removes the creative and goes back to the list', async () => {
  const creative = createCreative({ name: 'Leaderboard' });
  const url = `/api/v1/creatives/${creative.id}`;
  const { calls, user } = renderView(creative.id, {
    [`GET ${url}`]: () => jsonResponse(200, { data: creative }),
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
