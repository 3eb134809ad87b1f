import type { UserRole } from '@affnet/contracts';
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useAuthStore } from '../stores/auth-store';
import { createAppConfig, createOffer, createSessionUser } from '../testing/factories';
import {
  createAdvertiserOfferListItem,
  createCreative,
  createOfferListItem,
  createPublisherOfferListItem,
  pageOf,
} from '../testing/offer-factories';
import { createTestRouter, renderWithProviders } from '../testing/render-app';
import { jsonResponse, stubApi } from '../testing/stub-api';
import { App } from './app';

function openAs(role: UserRole, url: string, handlers: Parameters<typeof stubApi>[0]) {
  useAuthStore.getState().setSession('token-1', createSessionUser(role));
  stubApi({
    'GET /api/v1/app': () => jsonResponse(200, { data: createAppConfig() }),
    'GET /api/v1/auth/me': () => jsonResponse(200, { data: useAuthStore.getState().user }),
    ...handlers,
  });
  renderWithProviders(<App router={createTestRouter(url)} />);
}

test('offer/manage links each offer to its editor and its pending requests to offer/access', async () => {
  const offer = createOfferListItem({ name: 'Summer Sale', pendingRequests: 2 });
  openAs('admin', '/admin/offer/manage', {
    'GET /api/v1/offers': () => jsonResponse(200, pageOf([offer])),
    'GET /api/v1/offer-categories/options': () => jsonResponse(200, { data: [] }),
    'GET /api/v1/advertisers': () => jsonResponse(200, pageOf([])),
  });

  expect(await screen.findByRole('link', { name: 'Summer Sale' })).toHaveAttribute(
    'href',
    `/admin/offer/${offer.id}/general`,
  );
  expect(screen.getByRole('link', { name: '2 pending requests for Summer Sale' })).toHaveAttribute(
    'href',
    `/admin/offer/access?offerId=${offer.id}&status=pending`,
  );
  expect(screen.getByRole('link', { name: 'Add offer' })).toHaveAttribute('href', '/admin/offer/add');
  expect(screen.getByRole('link', { name: 'Classic form' })).toHaveAttribute(
    'href',
    '/admin/offer/add/classic',
  );
});

test('creative/manage links to the creative screens of the route table', async () => {
  const creative = createCreative({ name: 'Leaderboard' });
  openAs('admin', '/admin/offer/creative/manage', {
    'GET /api/v1/creatives': () => jsonResponse(200, pageOf([creative])),
    'GET /api/v1/offers/options': () => jsonResponse(200, { data: [] }),
  });

  expect(await screen.findByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
    'href',
    `/admin/offer/creative/view/${creative.id}`,
  );
  expect(screen.getByRole('link', { name: 'Edit Leaderboard' })).toHaveAttribute(
    'href',
    `/admin/offer/creative/edit/${creative.id}`,
  );
});

test("a publisher's available offers link to the publisher's offer view", async () => {
  const offer = createPublisherOfferListItem({ name: 'Card Offer' });
  openAs('publisher', '/publisher/offer/available', {
    'GET /api/v1/publisher/offers': () => jsonResponse(200, pageOf([offer])),
    'GET /api/v1/publisher/offer-categories': () => jsonResponse(200, { data: [] }),
  });

  expect(await screen.findByRole('link', { name: 'Card Offer' })).toHaveAttribute(
    'href',
    `/publisher/offer/view/${offer.id}`,
  );
});

test("an advertiser's offer list links to the advertiser's offer view", async () => {
  const offer = createAdvertiserOfferListItem({ name: 'Own Offer' });
  openAs('advertiser', '/advertiser/offer/list', {
    'GET /api/v1/advertiser/offers': () => jsonResponse(200, pageOf([offer])),
  });

  expect(await screen.findByRole('link', { name: 'Own Offer' })).toHaveAttribute(
    'href',
    `/advertiser/offer/view/${offer.id}`,
  );
});

test("the offer's postback tab lists its publisher postbacks, scoped to it, with add and edit links", async () => {
  const offer = createOffer({ name: 'Summer Sale' });
  const postbackId = crypto.randomUUID();
  const postback = {
    id: postbackId,
    publisherId: crypto.randomUUID(),
    publisherName: 'Northwind Media',
    publisherRef: 1001,
    offerId: offer.id,
    offerName: offer.name,
    offerRef: 1042,
    eventKey: null,
    statuses: ['approved'],
    method: 'GET',
    url: 'https://t.example/pb',
    body: null,
    isActive: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
  openAs('admin', `/admin/offer/${offer.id}/postback`, {
    [`GET /api/v1/offers/${offer.id}`]: () => jsonResponse(200, { data: offer }),
    'GET /api/v1/publisher-postbacks': (_init, url) => {
      expect(url.searchParams.get('offerId')).toBe(offer.id);
      return jsonResponse(200, pageOf([postback]));
    },
  });

  expect(await screen.findByRole('link', { name: 'https://t.example/pb' })).toHaveAttribute(
    'href',
    `/admin/publisher/postback/edit/${postbackId}`,
  );
  expect(screen.getByRole('tab', { name: 'Postback' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getAllByRole('link', { name: 'Add postback for this offer' })[0]).toHaveAttribute(
    'href',
    `/admin/publisher/postback/add?offerId=${offer.id}`,
  );
});
