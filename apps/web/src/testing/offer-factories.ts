import type {
  AdvertiserOffer,
  AdvertiserOfferListItem,
  Creative,
  CreativeCode,
  Offer,
  OfferAccess,
  OfferCategory,
  OfferLandingPage,
  OfferListItem,
  OfferOption,
  OfferTargeting,
  Pricing,
  PublisherOffer,
  PublisherOfferListItem,
  PublisherPayout,
  RecentRange,
  StoredFile,
} from '@affnet/contracts';

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
    recent: null,
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

/** A list answer: `{ data, meta }` for one page; `recent` for a list whose rows carry figures. */
export function pageOf<Row>(
  rows: Row[],
  {
    page = 1,
    perPage = 25,
    total = rows.length,
    recent,
  }: { page?: number; perPage?: number; total?: number; recent?: RecentRange | null } = {},
) {
  return { data: rows, meta: { page, perPage, total, ...(recent === undefined ? {} : { recent }) } };
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

export function createStoredFile(overrides: Partial<StoredFile> = {}): StoredFile {
  const id = crypto.randomUUID();
  return {
    id,
    url: `/api/v1/files/${id}`,
    name: 'banner-728x90.png',
    contentType: 'image/png',
    size: 48_213,
    width: 728,
    height: 90,
    ...overrides,
  };
}

export function createCreative(overrides: Partial<Creative> = {}): Creative {
  const id = crypto.randomUUID();
  nextRef += 1;
  const file = createStoredFile();
  return {
    id,
    offer: { id: crypto.randomUUID(), ref: nextRef, name: `Offer ${id.slice(0, 6)}` },
    name: `Creative ${id.slice(0, 6)}`,
    type: 'banner',
    status: 'active',
    downloadable: true,
    landingPage: null,
    file,
    width: file.width,
    height: file.height,
    linkText: null,
    html: null,
    emailSubject: null,
    emailFromName: null,
    emailBody: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/**
 * A creative's code as the server answers it (the real builder is tested on the server): a
 * recognisable stand-in per type, with `link` inside.
 */
export function createCreativeCode(
  creative: { id: string; type: Creative['type']; name: string },
  link = `https://track.example/c/code?creative=${creative.id}`,
  overrides: Partial<CreativeCode> = {},
): CreativeCode {
  const html = {
    banner: `<a href="${link}"><img src="https://track.example/i/code?creative=${creative.id}" alt="${creative.name}"></a>`,
    text_link: `<a href="${link}">${creative.name}</a>`,
    html: `<div><a href="${link}">${creative.name}</a></div>`,
    email: `<p><a href="${link}">${creative.name}</a></p>`,
  }[creative.type];
  return {
    creativeId: creative.id,
    type: creative.type,
    trackingUrl: link,
    html,
    imageUrl: creative.type === 'banner' ? `https://track.example/i/code?creative=${creative.id}` : null,
    linkPlaced: true,
    ...overrides,
  };
}

export function createLandingPage(overrides: Partial<OfferLandingPage> = {}): OfferLandingPage {
  const id = crypto.randomUUID();
  return {
    id,
    name: `Page ${id.slice(0, 4)}`,
    url: `https://shop.example.com/${id.slice(0, 4)}?click={click_id}`,
    previewUrl: null,
    status: 'active',
    weight: 100,
    ...overrides,
  };
}

/** The parts of `GET /offers/:id` a creative form reads (the whole offer is the editor's business). */
export function createOfferSummary(
  overrides: Partial<Pick<Offer, 'id' | 'ref' | 'name' | 'landingPages'>> = {},
): Pick<Offer, 'id' | 'ref' | 'name' | 'landingPages'> {
  const id = crypto.randomUUID();
  nextRef += 1;
  return { id, ref: nextRef, name: `Offer ${id.slice(0, 6)}`, landingPages: [], ...overrides };
}

/** The paths the app layer gives the creative screens (see app/offer-screens.tsx). */
export function createCreativeLinks() {
  const base = '/admin/offer/creative';
  return {
    list: `${base}/manage`,
    add: `${base}/add`,
    view: (id: string) => `${base}/view/${id}`,
    edit: (id: string) => `${base}/edit/${id}`,
    offer: (id: string) => `/admin/offer/${id}/general`,
  };
}

/** Targeting with no rules: every dimension's include and exclude lists empty. */
export function createTargeting(overrides: Partial<OfferTargeting> = {}): OfferTargeting {
  const none = () => ({ include: [], exclude: [] });
  return {
    country: none(),
    region: none(),
    device: none(),
    os: none(),
    browser: none(),
    language: none(),
    ip: none(),
    connection: none(),
    blockProxies: false,
    mismatchAction: 'fallback',
    ...overrides,
  };
}

export function createPublisherPayout(overrides: Partial<PublisherPayout> = {}): PublisherPayout {
  return {
    eventKey: 'conversion',
    eventName: 'Conversion',
    isBase: true,
    payoutType: 'cpa',
    payoutAmount: '2.50',
    payoutPercent: null,
    countryPayouts: [],
    ...overrides,
  };
}

export function createPublisherOfferListItem(
  overrides: Partial<PublisherOfferListItem> = {},
): PublisherOfferListItem {
  const id = crypto.randomUUID();
  nextRef += 1;
  return {
    id,
    ref: nextRef,
    name: `Offer ${id.slice(0, 6)}`,
    status: 'active',
    visibility: 'approval',
    access: 'none',
    categories: [],
    currency: 'USD',
    thumbnailUrl: null,
    payout: createPublisherPayout(),
    countries: [],
    excludedCountries: [],
    ...overrides,
  };
}

export function createPublisherOffer(overrides: Partial<PublisherOffer> = {}): PublisherOffer {
  const { payout: _payout, ...item } = createPublisherOfferListItem();
  return {
    ...item,
    description: null,
    restrictions: null,
    previewUrl: null,
    payouts: [createPublisherPayout()],
    targeting: createTargeting(),
    landingPages: [],
    creatives: [],
    schedule: {
      timezone: 'UTC',
      liveFrom: null,
      liveUntil: null,
      dayPartingEnabled: false,
      dayPartingHours: [],
    },
    caps: [],
    deepLinksEnabled: false,
    approvalQuestions: [],
    terms: null,
    accessReason: null,
    ...overrides,
  };
}

type PartnerCreative = PublisherOffer['creatives'][number];

/** A creative as publishers and advertisers see it (no status, offer or staff-only fields). */
export function createPartnerCreative(overrides: Partial<PartnerCreative> = {}): PartnerCreative {
  const { id, name, type, file, width, height, linkText, html, emailSubject, emailFromName, emailBody } =
    createCreative();
  return {
    id,
    name,
    type,
    file,
    width,
    height,
    linkText,
    html,
    emailSubject,
    emailFromName,
    emailBody,
    ...overrides,
  };
}

export function createAdvertiserOfferListItem(
  overrides: Partial<AdvertiserOfferListItem> = {},
): AdvertiserOfferListItem {
  const { id, ref, name, status, categories, currency, thumbnailUrl, pricing, createdAt } =
    createOfferListItem();
  const { revenueType, revenueAmount, revenuePercent } = pricing;
  return {
    id,
    ref,
    name,
    status,
    categories,
    currency,
    thumbnailUrl,
    pricing: { revenueType, revenueAmount, revenuePercent },
    createdAt,
    ...overrides,
  };
}

export function createAdvertiserOffer(overrides: Partial<AdvertiserOffer> = {}): AdvertiserOffer {
  const { pricing: _pricing, ...item } = createAdvertiserOfferListItem();
  return {
    ...item,
    description: null,
    restrictions: null,
    destinationUrl: 'https://shop.example.com/landing?click={click_id}',
    previewUrl: null,
    events: [
      {
        key: 'conversion',
        name: 'Conversion',
        isBase: true,
        revenueType: 'cpa',
        revenueAmount: '4.00',
        revenuePercent: null,
      },
    ],
    landingPages: [],
    targeting: createTargeting(),
    schedule: {
      timezone: 'UTC',
      liveFrom: null,
      liveUntil: null,
      dayPartingEnabled: false,
      dayPartingHours: [],
    },
    caps: [],
    creatives: [],
    conversionIntake: 'server_only',
    browserSaleAmountMax: null,
    ...overrides,
  };
}
