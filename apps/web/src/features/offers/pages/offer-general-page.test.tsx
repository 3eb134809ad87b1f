import type { OfferStatusChange, OfferVersion } from '@affnet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createOffer } from '../../../testing/factories';
import { jsonResponse, sentForm } from '../../../testing/stub-api';
import { fieldErrors, fill, renderOfferTab } from '../testing/render-offer-tab';
import OfferGeneralPage from './offer-general-page';
// The description editor is a lazy chunk (Tiptap): loaded with this file, a test's wait for its
// text never races a cold import on a busy machine (22 s for the first test under load).
import '../sections/general/description-editor';

function storedOffer() {
  return createOffer({
    name: 'Summer Sale',
    ref: 1042,
    status: 'active',
    currency: 'EUR',
    tags: ['summer', 'retail'],
    previewUrl: 'https://shop.example/preview',
    description: '<p>Great <strong>deals</strong></p>',
    notes: 'Pays on time',
    categoryIds: ['7b0c56f1-3f25-4a9e-8a0a-2f7b3a6c9d01'],
    categories: [{ id: '7b0c56f1-3f25-4a9e-8a0a-2f7b3a6c9d01', name: 'Retail' }],
  });
}

const CATEGORIES = { 'GET /api/v1/offer-categories/options': () => jsonResponse(200, { data: [] }) };

test('shows the offer header, the tab bar and the stored general fields', async () => {
  const offer = storedOffer();
  renderOfferTab(OfferGeneralPage, offer, 'general', { handlers: CATEGORIES });

  expect(await screen.findByRole('heading', { level: 1, name: 'Summer Sale' })).toBeInTheDocument();
  expect(screen.getByText(/Offer #1042/)).toBeInTheDocument();
  expect(screen.getAllByText('Active')[0]).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Offers' })).toHaveAttribute('href', '/admin/offer/manage');
  expect(within(trail).getByText('General')).toBeInTheDocument();
  expect(screen.getAllByRole('tab')).toHaveLength(13);
  expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');

  expect(screen.getByRole('textbox', { name: 'Offer name' })).toHaveValue('Summer Sale');
  expect(screen.getByRole('textbox', { name: 'Destination URL' })).toHaveValue(offer.destinationUrl);
  expect(screen.getByRole('textbox', { name: 'Preview URL' })).toHaveValue('https://shop.example/preview');
  expect(screen.getByRole('combobox', { name: 'Advertiser' })).toHaveValue(offer.advertiser.company);
  expect(screen.getAllByText('Retail')[0]).toBeInTheDocument();
  expect(screen.getByText('summer')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Internal notes' })).toHaveValue('Pays on time');
  expect(await screen.findByText('deals')).toBeInTheDocument();
});

test('the hold before payment shows the stored days, and cleared it is not sent (the publisher’s hold)', async () => {
  const offer = createOffer({ ...storedOffer(), holdDays: 30 });
  const { calls, user, putUrl } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: CATEGORIES,
    saved: { ...offer, holdDays: null },
  });
  const hold = await screen.findByRole('textbox', { name: 'Hold before payment (days)' });
  expect(hold).toHaveValue('30');
  await user.clear(hold);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('General saved')).toBeInTheDocument();
  expect(sentForm(calls, putUrl).has('holdDays')).toBe(false);
});

test('the validation deadline shows as stored; cleared, its days are not sent (the advertiser’s deadline)', async () => {
  const offer = createOffer({ ...storedOffer(), validationDays: 30, validationAction: 'reject' });
  const { calls, user, putUrl } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: CATEGORIES,
    saved: { ...offer, validationDays: null, validationAction: null },
  });
  const days = await screen.findByRole('textbox', { name: 'Validation deadline (days)' });
  const action = screen.getByRole('combobox', { name: 'When the deadline passes' });
  expect(days).toHaveValue('30');
  expect(action).toHaveValue('Reject the conversion');
  await user.clear(days);
  expect(action).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('General saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.has('validationDays')).toBe(false);
  expect(body.get('validationAction')).toBe('reject');
  // The answer is stored again: no deadline of the offer's own, so the action waits for days.
  expect(days).toHaveValue('');
  expect(action).toHaveValue('Approve the conversion');
});

test('a validation deadline of the offer’s own is sent with what happens when it passes', async () => {
  const offer = storedOffer();
  const { calls, user, putUrl } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: CATEGORIES,
    saved: { ...offer, validationDays: 7, validationAction: 'reject' },
  });
  const days = await screen.findByRole('textbox', { name: 'Validation deadline (days)' });
  const action = screen.getByRole('combobox', { name: 'When the deadline passes' });
  expect(days).toHaveValue('');
  expect(action).toBeDisabled();
  await user.type(days, '7');
  await user.click(action);
  await user.click(await screen.findByRole('option', { name: 'Reject the conversion' }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('General saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('validationDays')).toBe('7');
  expect(body.get('validationAction')).toBe('reject');
});

test('saves the general fields as form data and shows a toast', async () => {
  const offer = storedOffer();
  const { calls, user, putUrl } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: CATEGORIES,
    saved: { ...offer, name: 'Summer Sale 2' },
  });
  const name = await screen.findByRole('textbox', { name: 'Offer name' });
  await user.type(name, ' 2');
  await user.click(screen.getByRole('button', { name: 'Insert a macro into Destination URL' }));
  await user.click(await screen.findByRole('menuitem', { name: /\{sub1\}/ }));
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('General saved')).toBeInTheDocument();
  const body = sentForm(calls, putUrl);
  expect(body.get('name')).toBe('Summer Sale 2');
  expect(body.get('advertiserId')).toBe(offer.advertiserId);
  expect(body.getAll('categoryIds[]')).toEqual(offer.categoryIds);
  expect(body.getAll('tags[]')).toEqual(['summer', 'retail']);
  expect(body.get('destinationUrl')).toBe(`${offer.destinationUrl}{sub1}`);
  expect(body.get('currency')).toBe('EUR');
  expect(body.get('status')).toBe('active');
  expect(body.get('requireHttps')).toBe('0');
  expect(body.get('description')).toBe('<p>Great <strong>deals</strong></p>');
  expect(body.has('thumbnail')).toBe(false);
  expect(body.get('removeThumbnail')).toBe('0');
  expect(screen.getByRole('textbox', { name: 'Offer name' })).toHaveValue('Summer Sale 2');
  // The answer replaced the cached offer, which the header reads too.
  expect(screen.getByRole('heading', { level: 1, name: 'Summer Sale 2' })).toBeInTheDocument();
});

test('server field errors land on their inputs, the rest in the alert', async () => {
  const offer = storedOffer();
  const { user } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`PUT /api/v1/offers/${offer.id}/general`]: fieldErrors({
        destinationUrl: ['Unknown macro {clikc_id}'],
      }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));

  const url = await screen.findByRole('textbox', { name: 'Destination URL' });
  await waitFor(() => expect(url).toHaveAttribute('aria-invalid', 'true'));
  expect(screen.getByText('Unknown macro {clikc_id}')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await waitFor(() => expect(url).toHaveFocus());
});

test('an error without an input of its own shows above the form', async () => {
  const offer = storedOffer();
  const { user } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`PUT /api/v1/offers/${offer.id}/general`]: () =>
        jsonResponse(409, { message: 'The offer was archived.' }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('The offer was archived.')).toBeInTheDocument();
});

test('client validation stops an empty name and a URL with an unknown macro', async () => {
  const offer = storedOffer();
  const { calls, user } = renderOfferTab(OfferGeneralPage, offer, 'general', { handlers: CATEGORIES });
  await user.clear(await screen.findByRole('textbox', { name: 'Offer name' }));
  const url = screen.getByRole('textbox', { name: 'Destination URL' });
  await user.clear(url);
  await fill(user, url, 'https://shop.example/?c={{clikc}');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));

  expect(await screen.findByText('Enter the offer name')).toBeInTheDocument();
  expect(screen.getByText(/Unknown macro|Close every macro/)).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'PUT')).toBe(false);
});

test('an unknown offer shows not found with the way back', async () => {
  const offer = storedOffer();
  renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      [`GET /api/v1/offers/${offer.id}`]: () => jsonResponse(404, { message: 'Offer not found.' }),
    },
  });
  expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to offers' })).toHaveAttribute('href', '/admin/offer/manage');
});

test('an id that is not an offer id is not found without a request', async () => {
  const offer = { ...storedOffer(), id: 'offer-7' };
  const { calls } = renderOfferTab(OfferGeneralPage, offer, 'general');
  expect(await screen.findByRole('heading', { name: 'Offer not found' })).toBeInTheDocument();
  expect(calls).toEqual([]);
});

test('a failed load offers a retry', async () => {
  const offer = storedOffer();
  let attempts = 0;
  const { user } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`GET /api/v1/offers/${offer.id}`]: () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(500, { message: 'Internal Server Error' })
          : jsonResponse(200, { data: offer });
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Summer Sale' })).toBeInTheDocument();
});

test('leaving the tab with unsaved changes asks first', async () => {
  const offer = storedOffer();
  const { user } = renderOfferTab(OfferGeneralPage, offer, 'general', { handlers: CATEGORIES });
  await user.type(await screen.findByRole('textbox', { name: 'Offer name' }), '!');
  await user.click(screen.getByRole('tab', { name: 'Events' }));

  const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
  await user.click(within(dialog).getByRole('button', { name: 'Stay on this tab' }));
  expect(screen.getByRole('textbox', { name: 'Offer name' })).toHaveValue('Summer Sale!');

  await user.click(screen.getByRole('tab', { name: 'Events' }));
  await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
  expect(await screen.findByTestId('location')).toHaveTextContent(`/admin/offer/${offer.id}/events`);
});

test('uploads a new thumbnail, or removes the stored one', async () => {
  const offer = createOffer({
    thumbnail: {
      id: crypto.randomUUID(),
      url: '/api/v1/files/thumb.png',
      name: 'thumb.png',
      contentType: 'image/png',
      size: 1200,
      width: 64,
      height: 64,
    },
  });
  const { calls, user, putUrl } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: CATEGORIES,
  });
  expect(await screen.findByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
    'src',
    '/api/v1/files/thumb.png',
  );
  await user.click(screen.getByRole('button', { name: 'Remove the current image' }));
  expect(screen.queryByRole('img', { name: 'Thumbnail preview' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByText('General saved');
  expect(sentForm(calls, putUrl).get('removeThumbnail')).toBe('1');
});

test('a chosen image is sent as a file', async () => {
  const offer = storedOffer();
  const { calls, user, putUrl } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: CATEGORIES,
  });
  const image = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
  await screen.findByRole('textbox', { name: 'Offer name' });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, image);
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByText('General saved');
  const sent = sentForm(calls, putUrl).get('thumbnail');
  expect(sent).toBeInstanceOf(File);
  expect((sent as File).name).toBe('logo.png');
});

test('the status history says which cap paused the offer, who activated it again and what the scheduler did', async () => {
  const offer = storedOffer();
  const change = (overrides: Partial<OfferStatusChange>): OfferStatusChange => ({
    id: crypto.randomUUID(),
    fromStatus: 'active',
    toStatus: 'paused',
    cause: 'cap',
    changedBy: null,
    cap: null,
    changedAt: '2026-11-24T07:00:00Z',
    ...overrides,
  });
  renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`GET /api/v1/offers/${offer.id}/status-changes`]: () =>
        jsonResponse(200, {
          data: [
            change({
              fromStatus: 'paused',
              toStatus: 'active',
              cause: 'staff',
              changedBy: { id: crypto.randomUUID(), name: 'Ana Ruiz' },
            }),
            change({
              cap: {
                id: crypto.randomUUID(),
                metric: 'clicks',
                period: 'day',
                scope: 'offer',
                limit: '3.00',
              },
            }),
            change({}),
            change({ fromStatus: 'active', toStatus: 'expired', cause: 'live_window' }),
            change({ fromStatus: 'paused', toStatus: 'active', cause: 'credit' }),
            change({ fromStatus: 'active', toStatus: 'paused', cause: 'credit' }),
            change({ fromStatus: 'draft', toStatus: 'active', cause: 'schedule' }),
          ],
        }),
    },
  });

  const table = await screen.findByRole('table', { name: 'Status changes' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    );
  expect(rows).toEqual([
    ['Paused → Active', 'Staff: Ana Ruiz'],
    ['Active → Paused', 'Cap reached: Clicks, Daily, Whole offer, limit 3'],
    ['Active → Paused', 'Cap reached (a cap since removed)'],
    ['Active → Expired', 'Live window ended'],
    ['Paused → Active', 'Advertiser back within its credit'],
    ['Active → Paused', 'Advertiser at its credit limit'],
    ['Draft → Active', 'Scheduled change'],
  ]);
});

const ANA = { id: crypto.randomUUID(), name: 'Ana Ruiz' };
const version = (overrides: Partial<OfferVersion>): OfferVersion => ({
  id: crypto.randomUUID(),
  version: 1,
  part: 'created',
  changedBy: ANA,
  changedAt: '2026-11-24T07:00:00Z',
  changes: [],
  revertedTo: null,
  ...overrides,
});

test('the change history lists each save that changed the offer: who, which tab and each change in words', async () => {
  const offer = storedOffer();
  renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`GET /api/v1/offers/${offer.id}/versions`]: () =>
        jsonResponse(200, {
          data: [
            version({
              version: 4,
              part: 'scheduled',
              changedBy: null,
              changes: [{ path: 'status', item: null, kind: 'changed', before: 'active', after: 'paused' }],
            }),
            version({
              version: 3,
              part: 'landing-pages',
              changedBy: null,
              changes: [
                {
                  path: 'landingPages',
                  item: 'Autumn',
                  kind: 'removed',
                  before: { name: 'Autumn' },
                  after: null,
                },
                { path: 'deepLinkDomains', item: null, kind: 'added', before: null, after: 'shop.example' },
              ],
            }),
            version({
              version: 2,
              part: 'payouts',
              changes: [
                {
                  path: 'payouts.payoutAmount',
                  item: 'conversion',
                  kind: 'changed',
                  before: '4.50',
                  after: '5.25',
                },
                { path: 'deepLinksEnabled', item: null, kind: 'changed', before: false, after: true },
                {
                  path: 'advertiser',
                  item: null,
                  kind: 'changed',
                  before: { id: crypto.randomUUID(), company: 'Acme Shop Ltd' },
                  after: { id: crypto.randomUUID(), company: 'Other Shop' },
                },
              ],
            }),
            version({}),
          ],
        }),
    },
  });

  const table = await screen.findByRole('table', { name: 'Offer changes' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      const changes = within(cells[4] as HTMLElement)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
      return [cells[0]?.textContent, cells[2]?.textContent, cells[3]?.textContent, changes];
    });
  expect(rows).toEqual([
    ['4', 'The scheduler', 'Scheduled change', ['Status: active → paused']],
    [
      '3',
      'A former user',
      'Landing pages',
      ['Landing pages: removed Autumn', 'Deep link domains: added shop.example'],
    ],
    [
      '2',
      'Ana Ruiz',
      'Payouts',
      [
        'Payouts › payout amount (conversion): 4.50 → 5.25',
        'Deep links enabled: no → yes',
        'Advertiser: Acme Shop Ltd → Other Shop',
      ],
    ],
    ['1', 'Ana Ruiz', 'Created', []],
  ]);
  expect(within(table).getByText('The offer was created.')).toBeInTheDocument();
});

test('the change history filters by the part saved and by who saved it', async () => {
  const offer = storedOffer();
  const ben = { id: crypto.randomUUID(), name: 'Ben Okafor' };
  const amount = (before: string, after: string) => [
    { path: 'payouts.payoutAmount', item: 'conversion', kind: 'changed' as const, before, after },
  ];
  const { user } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`GET /api/v1/offers/${offer.id}/versions`]: () =>
        jsonResponse(200, {
          data: [
            version({ version: 4, part: 'payouts', changedBy: ben, changes: amount('5.00', '6.00') }),
            version({ version: 3, part: 'caps', changedBy: ben, changes: amount('4.00', '5.00') }),
            version({ version: 2, part: 'payouts', changes: amount('3.00', '4.00') }),
            version({}),
          ],
        }),
    },
  });
  const shownVersions = async () =>
    within(await screen.findByRole('table', { name: 'Offer changes' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
  expect(await shownVersions()).toEqual(['4', '3', '2', '1']);

  await user.click(screen.getByRole('combobox', { name: 'Part' }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Created',
    'Payouts',
    'Caps',
  ]);
  await user.click(screen.getByRole('option', { name: 'Payouts' }));
  expect(await shownVersions()).toEqual(['4', '2']);

  await user.click(screen.getByRole('combobox', { name: 'Changed by' }));
  await user.click(screen.getByRole('option', { name: 'Ana Ruiz' }));
  expect(await shownVersions()).toEqual(['2']);

  await user.click(screen.getByRole('combobox', { name: 'Changed by' }));
  await user.click(screen.getByRole('option', { name: 'Ben Okafor' }));
  await user.click(screen.getByRole('combobox', { name: 'Part' }));
  await user.click(screen.getByRole('option', { name: 'Created' }));
  expect(await screen.findByText('No change matches these filters.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Offer changes' })).not.toBeInTheDocument();
});

test('an earlier version is restored from the history: asked first, then the form shows the offer restored', async () => {
  const offer = storedOffer();
  const restored = { ...offer, name: 'Summer Sale (as in May)', updatedAt: '2026-11-25T08:00:00Z' };
  const revertUrl = `/api/v1/offers/${offer.id}/versions/1/revert`;
  const { calls, user } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`GET /api/v1/offers/${offer.id}/versions`]: () =>
        jsonResponse(200, {
          data: [
            version({ version: 3, part: 'revert', revertedTo: 1 }),
            version({ version: 2, part: 'general' }),
            version({}),
          ],
        }),
      [`POST ${revertUrl}`]: () => jsonResponse(200, { data: restored }),
    },
  });
  const table = await screen.findByRole('table', { name: 'Offer changes' });
  const [latest, ...older] = within(table).getAllByRole('row').slice(1);
  expect(within(latest as HTMLElement).getByText('Restored version 1')).toBeInTheDocument();
  expect(within(latest as HTMLElement).getByText('Current')).toBeInTheDocument();
  expect(older.map((row) => within(row).queryByRole('button')?.getAttribute('aria-label'))).toEqual([
    'Restore version 2',
    'Restore version 1',
  ]);

  await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore version 1' });
  expect(calls.some((call) => call.url === revertUrl)).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));

  expect(await screen.findByText('Version 1 restored')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === revertUrl && call.method === 'POST')).toHaveLength(1);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Offer name' })).toHaveValue(restored.name));
});

test('a refused restore says which tab’s fields could not go back, and the dialog stays', async () => {
  const offer = storedOffer();
  const { user } = renderOfferTab(OfferGeneralPage, offer, 'general', {
    handlers: {
      ...CATEGORIES,
      [`GET /api/v1/offers/${offer.id}/versions`]: () =>
        jsonResponse(200, { data: [version({ version: 2, part: 'general' }), version({})] }),
      [`POST /api/v1/offers/${offer.id}/versions/1/revert`]: () =>
        jsonResponse(422, {
          message: 'Version 1 cannot be restored as it was; nothing was changed.',
          errors: { 'general.categoryIds': ['Choose a category of this network'] },
        }),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Restore version 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore version 1' });
  await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));
  expect(
    await within(dialog).findByText('Version 1 cannot be restored as it was; nothing was changed.'),
  ).toBeInTheDocument();
  expect(
    within(dialog).getByText('General › category ids: Choose a category of this network'),
  ).toBeInTheDocument();
});
