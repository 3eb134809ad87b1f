import type { OfferAccess, OfferCategory, OfferListItem, OfferOption, Pricing } from '@affnet/contracts';

/** Factories for the offer list, categories, access, creative and partner offer shapes. */

const CREATED = '2026-02-01T09:00:00.000Z';
let nextRef = 1000;

export function createPricing(overrides: Partial<Pricing> = {}): Pricing {
  return {
    payoutType: 'cpa',
    payoutAmount: '2.50',
    payoutPercent: null,
    revenueType: 'cpa',
    revenueAmount: '4.00',
    revenuePercent: null,
    ...overrides,
  };
}

export function createOfferListItem(overrides: Partial<OfferListItem> = {}): OfferListItem {
  const id = crypto.randomUUID();
  nextRef += 1;
  return {
    id,
    ref: nextRef,
    name: `Offer ${id.slice(0, 6)}`,
    status: 'active',
    visibility: 'approval',
    advertiser: { id: crypto.randomUUID(), company: `Advertiser ${id.slice(0, 4)} Ltd` },
    categories: [],
    currency: 'USD',
    thumbnailUrl: null,
    pricing: createPricing(),
    pendingRequests: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function createOfferOption(overrides: Partial<OfferOption> = {}): OfferOption {
  const id = crypto.randomUUID();
  nextRef += 1;
  return { id, ref: nextRef, name: `Offer ${id.slice(0, 6)}`, status: 'active', ...overrides };
}

export function createOfferCategory(overrides: Partial<OfferCategory> = {}): OfferCategory {
  const id = crypto.randomUUID();
  return {
    id,
    name: `Category ${id.slice(0, 6)}`,
    description: null,
    offerCount: 0,
    createdAt: CREATED,
    ...overrides,
  };
}

/** A list answer: `{ data, meta }` for one page. */
export function pageOf<Row>(rows: Row[], { page = 1, perPage = 25, total = rows.length } = {}) {
  return { data: rows, meta: { page, perPage, total } };
}

export function createOfferAccess(overrides: Partial<OfferAccess> = {}): OfferAccess {
  const id = crypto.randomUUID();
  nextRef += 1;
  return {
    id,
    offer: { id: crypto.randomUUID(), ref: nextRef, name: `Offer ${id.slice(0, 6)}`, visibility: 'approval' },
    publisher: {
      id: crypto.randomUUID(),
      company: `Publisher ${id.slice(0, 6)}`,
      email: `publisher-${id.slice(0, 8)}@example.com`,
    },
    status: 'pending',
    reason: null,
    answers: [],
    termsAcceptedAt: null,
    requestedAt: CREATED,
    decidedAt: null,
    decidedBy: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}
