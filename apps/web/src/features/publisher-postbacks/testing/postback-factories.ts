import type { PostbackDelivery, PublisherPostback } from '@affnet/contracts';
import type { PostbackLinks } from '../api/postback-side';

export function createPostback(overrides: Partial<PublisherPostback> = {}): PublisherPostback {
  return {
    id: crypto.randomUUID(),
    publisherId: crypto.randomUUID(),
    publisherName: 'Northwind Media',
    publisherRef: 1001,
    offerId: null,
    offerName: null,
    offerRef: null,
    eventKey: null,
    statuses: ['approved'],
    method: 'GET',
    url: 'https://tracker.pub.example/pb?cid={aff_click_id}',
    body: null,
    isActive: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createDelivery(overrides: Partial<PostbackDelivery> = {}): PostbackDelivery {
  return {
    id: crypto.randomUUID(),
    postbackId: crypto.randomUUID(),
    publisherId: crypto.randomUUID(),
    publisherName: 'Northwind Media',
    offerId: null,
    offerName: null,
    eventKey: 'conversion',
    conversionId: crypto.randomUUID(),
    conversionStatus: 'approved',
    method: 'GET',
    url: 'https://tracker.pub.example/pb?cid=abc',
    body: null,
    state: 'delivered',
    attempts: 1,
    nextAttemptAt: '2026-03-01T10:00:00.000Z',
    lastAttemptAt: '2026-03-01T10:00:00.000Z',
    responseStatus: 200,
    responseBody: 'OK',
    error: null,
    isTest: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function createPostbackLinks(base = '/publisher/tools/postback'): PostbackLinks {
  return {
    list: `${base}/list`,
    add: `${base}/add`,
    edit: (id) => `${base}/edit/${id}`,
    log: (id) => (id ? `${base}/log/${id}` : `${base}/log`),
  };
}
