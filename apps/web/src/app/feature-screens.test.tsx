import { screen, within } from '@testing-library/react';
import { beforeEach, expect, test } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import {
  createAdvertiserListItem,
  createAppConfig,
  createOffer,
  createSessionUser,
} from '../testing/factories';
import { createTestRouter, renderWithProviders } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { App } from './app';
import { entityLinksOf } from './entity-links';
import { FEATURE_SCREENS } from './feature-screens';
import { offerEditorLinks } from './offer-screens';
import { ROUTE_TABLE } from './route-table';

beforeEach(() => {
  useAuthStore.getState().setSession('token-1', createSessionUser('admin', { name: 'Ada Admin' }));
});

test('every built screen is an entry of the route table', () => {
  const paths = ROUTE_TABLE.map((entry) => entry.path);
  expect(Object.keys(FEATURE_SCREENS).filter((path) => !paths.includes(path))).toEqual([]);
});

test('entity links come from the route table', () => {
  const links = entityLinksOf('/admin/publisher');
  expect([links.list, links.add, links.view('p-1'), links.edit('p-1')]).toEqual([
    '/admin/publisher/manage',
    '/admin/publisher/add',
    '/admin/publisher/view/p-1',
    '/admin/publisher/edit/p-1',
  ]);
  expect(() => entityLinksOf('/admin/nothing')).toThrow(/No route-table entry/);
});

test('the advertiser list opens under its route-table title, in the sidebar section', async () => {
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    'GET /api/v1/advertisers': () =>
      jsonResponse(200, {
        data: [createAdvertiserListItem({ company: 'Acme Ltd' })],
        meta: { page: 1, perPage: 25, total: 1 },
      }),
    'GET /api/v1/account-managers': () => jsonResponse(200, { data: [] }),
  });
  renderWithProviders(<App router={createTestRouter('/admin/advertiser/manage?status=active')} />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Manage Advertisers' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Acme Ltd' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/admin\/advertiser\/view\//),
  );
  const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumbs).getByRole('link', { name: 'Admin' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Manage Advertisers' })).toHaveAttribute(
    'href',
    '/admin/advertiser/manage',
  );
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
});

test('offer links come from the route table: manage, the add screens and all 13 tabs in order', () => {
  const links = offerEditorLinks();
  expect([links.list, links.add, links.addClassic]).toEqual([
    '/admin/offer/manage',
    '/admin/offer/add',
    '/admin/offer/add/classic',
  ]);
  expect(links.tabs.map((tab) => tab.segment)).toHaveLength(13);
  expect(links.tabs[1]).toMatchObject({ segment: 'events', label: 'Events' });
  expect(links.tabs[1]?.path('o-1')).toBe('/admin/offer/o-1/events');
  // Every tab is built now; the tools among them are not wizard steps (see offer-editor.tsx).
  expect(links.tabs.filter((tab) => !tab.isBuilt).map((tab) => tab.segment)).toEqual([]);
});

test('offer/view forwards to the general tab, which shows the loaded offer', async () => {
  const offer = createOffer({ name: 'Summer Sale' });
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    [`GET /api/v1/offers/${offer.id}`]: () => jsonResponse(200, { data: offer }),
    'GET /api/v1/offer-categories/options': () => jsonResponse(200, { data: [] }),
  });
  renderWithProviders(<App router={createTestRouter(`/admin/offer/view/${offer.id}`)} />);

  expect(await screen.findByRole('heading', { level: 1, name: 'Summer Sale' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('tab')).toHaveLength(13);
  expect(screen.getByRole('textbox', { name: 'Offer name' })).toHaveValue('Summer Sale');
});
