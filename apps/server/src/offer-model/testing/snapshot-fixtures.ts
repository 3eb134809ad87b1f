import { offerTargetingSchema } from '@affnet/contracts';
import type {
  OfferSnapshot,
  SnapshotCap,
  SnapshotCreative,
  SnapshotEvent,
  SnapshotLandingPage,
  SnapshotOffer,
  SnapshotOverride,
} from '../offer-snapshot';

/*
 * Snapshots built in memory for the projections' unit tests (the reader has its API tests): one
 * offer with sensible defaults, every row overridable. Ids are fixed so expectations can name them.
 */

export const TENANT = '00000000-0000-4000-8000-00000000000a';
export const OFFER = '00000000-0000-4000-8000-000000000001';
export const ADVERTISER = '00000000-0000-4000-8000-0000000000ad';
export const PUBLISHER = '00000000-0000-4000-8000-0000000000b1';
export const OTHER_PUBLISHER = '00000000-0000-4000-8000-0000000000b2';
export const BASE_EVENT = '00000000-0000-4000-8000-0000000000e1';
const CREATED = new Date('2031-01-02T03:04:05.000Z');

let sequence = 0;
/** A fresh uuid for a row nobody names. */
export const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function offerRow(overrides: Partial<SnapshotOffer> = {}): SnapshotOffer {
  return {
    id: OFFER,
    ref: 1001,
    tenantId: TENANT,
    advertiserId: ADVERTISER,
    advertiserKind: 'advertiser',
    name: 'Summer Sale',
    status: 'active',
    currency: 'EUR',
    destinationUrl: 'https://shop.example/?cid={click_id}',
    previewUrl: 'https://shop.example/',
    descriptionHtml: '<p>Sale</p>',
    restrictions: null,
    tags: ['summer'],
    notes: 'internal',
    redirectMode: 'redirect_302',
    requireHttps: false,
    defaultConversionStatus: 'approved',
    thumbnailFileId: null,
    deepLinksEnabled: false,
    deepLinkDomains: [],
    targeting: offerTargetingSchema.parse({}),
    timezone: 'UTC',
    liveFrom: null,
    liveUntil: null,
    dayPartingEnabled: false,
    dayPartingHours: [],
    fallbackStrategy: 'priority',
    visibility: 'public',
    approvalQuestions: [],
    terms: null,
    blockBots: true,
    blockedIps: [],
    duplicateClickAction: 'allow',
    duplicateClickWindowHours: 24,
    attributionWindowDays: 30,
    minConversionSeconds: 0,
    conversionIntake: null,
    browserSaleAmountMax: null,
    holdDays: null,
    validationDays: null,
    validationAction: null,
    createdBy: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function eventRow(overrides: Partial<SnapshotEvent> = {}): SnapshotEvent {
  return {
    id: BASE_EVENT,
    tenantId: TENANT,
    offerId: OFFER,
    key: 'conversion',
    name: 'Conversion',
    isBase: true,
    allowDuplicates: false,
    isPrivate: false,
    defaultStatus: null,
    position: 0,
    payoutType: 'cpa',
    payoutAmount: '5.00',
    payoutPercent: null,
    revenueType: 'cpa',
    revenueAmount: '8.00',
    revenuePercent: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function overrideRow(overrides: Partial<SnapshotOverride> = {}): SnapshotOverride {
  return {
    id: nextId(),
    tenantId: TENANT,
    offerId: OFFER,
    eventId: BASE_EVENT,
    eventKey: 'conversion',
    publisherId: PUBLISHER,
    publisherKind: 'publisher',
    publisher: { id: overrides.publisherId ?? PUBLISHER, company: 'Pub Media' },
    country: null,
    payoutType: 'cpa',
    payoutAmount: '6.00',
    payoutPercent: null,
    startsAt: null,
    endsAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

export function capRow(overrides: Partial<SnapshotCap> = {}): SnapshotCap {
  return {
    id: nextId(),
    tenantId: TENANT,
    offerId: OFFER,
    metric: 'conversions',
    period: 'day',
    timezone: 'UTC',
    scope: 'offer',
    publisherId: null,
    publisherKind: 'publisher',
    publisher: null,
    eventId: null,
    eventKey: null,
    limitValue: '100.00',
    action: 'reject',
    alertPercent: null,
    visibleToPublishers: true,
    position: 0,
    createdAt: CREATED,
    ...overrides,
  };
}

let lastPageRef = 0;

export function pageRow(overrides: Partial<SnapshotLandingPage> = {}): SnapshotLandingPage {
  lastPageRef += 1;
  return {
    id: nextId(),
    ref: lastPageRef,
    tenantId: TENANT,
    offerId: OFFER,
    name: 'Home',
    url: 'https://shop.example/home?cid={click_id}',
    previewUrl: 'https://shop.example/home',
    status: 'active',
    weight: 100,
    position: 0,
    createdAt: CREATED,
    ...overrides,
  };
}

export function creativeRow(overrides: Partial<SnapshotCreative> = {}): SnapshotCreative {
  return {
    id: nextId(),
    tenantId: TENANT,
    offerId: OFFER,
    name: 'Text link',
    type: 'text_link',
    status: 'active',
    downloadable: true,
    landingPageId: null,
    fileId: null,
    file: null,
    width: null,
    height: null,
    linkText: 'Shop now',
    html: null,
    emailSubject: null,
    emailFromName: null,
    emailBody: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** An offer with its base event and nothing else, unless `parts` say otherwise. */
export function snapshotOf(parts: Partial<OfferSnapshot> = {}): OfferSnapshot {
  return {
    offer: offerRow(),
    advertiser: { id: ADVERTISER, company: 'Acme Shop' },
    thumbnail: null,
    categories: [],
    events: [eventRow()],
    overrides: [],
    landingPages: [],
    caps: [],
    scheduledChanges: [],
    fallbacks: [],
    access: [],
    creatives: [],
    publisherRows: { kind: 'all' },
    ...parts,
  };
}
