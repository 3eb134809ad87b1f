import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createScreenMeta } from '../../../testing/factories';
import { pageOf } from '../../../testing/offer-factories';
import { renderPage } from '../../../testing/render-page';
import { jsonResponse, queriesTo, sentForm, stubApi } from '../../../testing/stub-api';
import { createDelivery, createPostbackLinks } from '../testing/postback-factories';
import PostbackLogPage from './postback-log-page';

const LOG = '/api/v1/publisher-postback-deliveries';
const PATH = '/admin/publisher/postback/logs';

function renderLog(url: string, handlers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /api/v1/publishers/options': () => jsonResponse(200, { data: [] }),
    ...handlers,
  });
  const view = renderPage(
    <PostbackLogPage
      side="staff"
      screen={createScreenMeta('Publisher Postback Logs', 'Publishers')}
      links={createPostbackLinks('/admin/publisher/postback')}
    />,
    { path: PATH, url },
  );
  return { ...api, ...view };
}

test('each call shows its request and answer; the filters are the URL’s', async () => {
  const failed = createDelivery({
    url: 'https://t.example/pb?cid=1',
    method: 'POST',
    body: '{"a":1}',
    state: 'failed',
    attempts: 6,
    responseStatus: 503,
    responseBody: 'Service Unavailable',
    error: 'http_503',
  });
  const refused = createDelivery({
    url: 'http://10.0.0.5/pb',
    state: 'failed',
    responseStatus: null,
    responseBody: null,
    error: 'ssrf_refused',
  });
  const { calls, user } = renderLog(`${PATH}?state=failed&from=2026-03-01&to=2026-03-02`, {
    [`GET ${LOG}`]: () => jsonResponse(200, pageOf([failed, refused])),
  });

  const row = (await screen.findByText('POST https://t.example/pb?cid=1')).closest('tr') as HTMLElement;
  expect(within(row).getByText('HTTP 503')).toBeInTheDocument();
  expect(within(row).getByText('Failed')).toBeInTheDocument();
  expect(within(row).getByText('Northwind Media')).toBeInTheDocument();
  const refusedRow = screen.getByText('GET http://10.0.0.5/pb').closest('tr') as HTMLElement;
  expect(within(refusedRow).getByText('refused: the address is private or local')).toBeInTheDocument();

  await user.click(
    within(row).getByRole('button', { name: 'Request and answer of https://t.example/pb?cid=1' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Request and answer' });
  expect(within(dialog).getByText(/POST https:\/\/t\.example\/pb\?cid=1\s+\{"a":1\}/)).toBeInTheDocument();
  expect(within(dialog).getByText('Service Unavailable')).toBeInTheDocument();
  expect(within(dialog).getByText(/6 attempts/)).toBeInTheDocument();

  expect(Object.fromEntries(queriesTo(calls, LOG)[0] ?? [])).toMatchObject({
    state: 'failed',
    from: '2026-03-01',
    to: '2026-03-02',
  });
});

test('re-fire one row, or the selected ones', async () => {
  const first = createDelivery({ url: 'https://t.example/1', state: 'failed' });
  const second = createDelivery({ url: 'https://t.example/2', state: 'delivered' });
  const { calls, user } = renderLog(PATH, {
    [`GET ${LOG}`]: () => jsonResponse(200, pageOf([first, second])),
    [`POST ${LOG}/refire`]: () => jsonResponse(200, { data: { ids: [crypto.randomUUID()] } }),
  });
  await user.click(await screen.findByRole('button', { name: 'Re-fire https://t.example/1' }));
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  expect(sentForm(calls, `${LOG}/refire`).getAll('ids[]')).toEqual([first.id]);

  await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
  await user.click(screen.getByRole('button', { name: 'Re-fire selected' }));
  await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
  const selected = calls.filter((call) => call.method === 'POST')[1]?.body as FormData;
  expect(selected.getAll('ids[]').sort()).toEqual([first.id, second.id].sort());
});

test('the days are one range picker: a preset sets both in UTC, any time clears them', async () => {
  const { calls, user } = renderLog(`${PATH}?from=2026-03-01&to=2026-03-02`, {
    [`GET ${LOG}`]: () => jsonResponse(200, pageOf([createDelivery()])),
  });
  const presets = await screen.findByRole('combobox', { name: 'Date range' });
  expect(presets).toHaveValue('Custom');
  expect(screen.getByRole('button', { name: /From – to \(UTC\)/ })).toBeInTheDocument();
  await user.click(presets);
  await user.click(screen.getByRole('option', { name: 'Yesterday' }));
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await waitFor(() => expect(queriesTo(calls, LOG).at(-1)?.get('from')).toBe(yesterday));
  expect(queriesTo(calls, LOG).at(-1)?.get('to')).toBe(yesterday);
  await user.click(presets);
  await user.click(screen.getByRole('option', { name: 'Any time' }));
  await waitFor(() => expect(queriesTo(calls, LOG).at(-1)?.has('from')).toBe(false));
  expect(queriesTo(calls, LOG).at(-1)?.has('to')).toBe(false);
});
