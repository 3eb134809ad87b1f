import {
  type AccountManager,
  type Advertiser,
  type AdvertiserListItem,
  type AppConfig,
  type BaseCounters,
  type Offer,
  type OfferEvent,
  type OfferPayout,
  type Publisher,
  type PublisherListItem,
  periodFiguresOf,
  type RecentFigures,
  type SessionUser,
  type UserRole,
  zeroCounters,
} from '@affnet/contracts';
import type { EntityLinks, OfferLinks, ScreenMeta } from '../lib/screen';

export function createAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    name: 'Test Network',
    logo: null,
    favicon: null,
    status: 'active',
    supportEmail: 'support@test-network.example',
    brandColor: null,
    defaultCurrency: 'USD',
    timezone: 'UTC',
    registration: { publisher: true, advertiser: true },
    demoAccounts: null,
    ...overrides,
  };
}

export function createSessionUser(role: UserRole, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: crypto.randomUUID(),
    tenantId: crypto.randomUUID(),
    email: `${role}-${crypto.randomUUID().slice(0, 8)}@example.com`,
    name: `Test ${role}`,
    status: 'active',
    role: { slug: role, name: role },
    employeeRole: null,
    permissions: [],
    partnerRef: role === 'advertiser' || role === 'publisher' ? 1001 : null,
    ...overrides,
  };
}

export function createAccountManager(overrides: Partial<AccountManager> = {}): AccountManager {
  const id = crypto.randomUUID();
  return {
    id,
    name: `Manager ${id.slice(0, 4)}`,
    email: `manager-${id.slice(0, 8)}@example.com`,
    ...overrides,
  };
}

let lastPartnerRef = 1000;

function partnerBase(kind: string) {
  const id = crypto.randomUUID();
  lastPartnerRef += 1;
  return {
    id,
    ref: lastPartnerRef,
    company: `${kind} ${id.slice(0, 6)} Ltd`,
    contactName: `Contact ${id.slice(0, 4)}`,
    email: `${kind.toLowerCase()}-${id.slice(0, 8)}@example.com`,
    phone: null,
    website: null,
    country: null,
    currency: 'USD',
    timezone: 'UTC',
    accountManager: null,
    status: 'active' as const,
    statusReason: null,
    notes: null,
    taxId: null,
    lastLoginAt: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    registrationAnswers: [],
  };
}

export function createAdvertiser(overrides: Partial<Advertiser> = {}): Advertiser {
  return {
    ...partnerBase('Advertiser'),
    conversionToken: `tok_${crypto.randomUUID().replaceAll('-', '')}`,
    ipAllowlist: [],
    validationDays: null,
    validationAction: null,
    ...overrides,
  };
}

export function createPublisher(overrides: Partial<Publisher> = {}): Publisher {
  return {
    ...partnerBase('Publisher'),
    trafficSources: ['social'],
    holdDays: null,
    minimumPayout: null,
    selfBillingAcceptedAt: null,
    messenger: null,
    messengerHandle: null,
    ...overrides,
  };
}

export function createAdvertiserListItem(overrides: Partial<AdvertiserListItem> = {}): AdvertiserListItem {
  return { ...createAdvertiser(), offers: { total: 0, active: 0 }, recent: null, ...overrides };
}

export function createPublisherListItem(overrides: Partial<PublisherListItem> = {}): PublisherListItem {
  return { ...createPublisher(), recent: null, ...overrides };
}

/**
 * A row's last 30 days as the server sums them (contracts `periodFiguresOf`, as staff see them):
 * each currency's counters, zeros where not given.
 */
export function createRecentFigures(
  byCurrency: Record<string, Partial<BaseCounters>> = {},
): NonNullable<RecentFigures> {
  const sums = Object.entries(byCurrency).map(([currency, counters]) => ({
    currency,
    counters: { ...zeroCounters(), ...counters },
  }));
  return periodFiguresOf(sums, 'admin');
}

/** The paths the app layer gives an entity's pages (see app/entity-links.ts). */
export function createEntityLinks(base: string): EntityLinks {
  return {
    list: `${base}/manage`,
    add: `${base}/add`,
    view: (id) => `${base}/view/${id}`,
    edit: (id) => `${base}/edit/${id}`,
  };
}

/** What the app layer tells a page about its route-table entry. */
export function createScreenMeta(title: string, section: string): ScreenMeta {
  return { title, breadcrumbs: [{ label: 'Admin', to: '/admin/dashboard' }, { label: section }] };
}

export function createOfferEvent(overrides: Partial<OfferEvent> = {}): OfferEvent {
  return {
    id: crypto.randomUUID(),
    key: 'conversion',
    name: 'Conversion',
    isBase: true,
    allowDuplicates: false,
    isPrivate: false,
    defaultStatus: null,
    ...overrides,
  };
}

/** The offer's default price for one event: $2.00 CPA out, $3.00 CPA in unless overridden. */
export function createOfferPayout(event: OfferEvent, overrides: Partial<OfferPayout> = {}): OfferPayout {
  return {
    eventId: event.id,
    eventKey: event.key,
    payoutType: 'cpa',
    payoutAmount: '2.00',
    payoutPercent: null,
    revenueType: 'cpa',
    revenueAmount: '3.00',
    revenuePercent: null,
    ...overrides,
  };
}

const NO_RULE = { include: [], exclude: [] };

/**
 * A complete offer as `GET /api/v1/offers/:id` answers it: one base event with its payout and
 * every other section at its defaults. Pass `events` without `payouts` to get a payout per event.
 */
export function createOffer(overrides: Partial<Offer> = {}): Offer {
  const id = crypto.randomUUID();
  const advertiser = { id: crypto.randomUUID(), company: `Advertiser ${id.slice(0, 6)} Ltd` };
  const events = overrides.events ?? [createOfferEvent()];
  return {
    id,
    ref: 1001,
    name: `Offer ${id.slice(0, 6)}`,
    advertiserId: advertiser.id,
    advertiser,
    categoryIds: [],
    categories: [],
    status: 'draft',
    currency: 'USD',
    destinationUrl: 'https://shop.example/landing?cid={click_id}',
    previewUrl: null,
    description: null,
    restrictions: null,
    tags: [],
    notes: null,
    redirectMode: 'redirect_302',
    requireHttps: false,
    defaultConversionStatus: 'approved',
    attributionWindowDays: 30,
    minConversionSeconds: 0,
    conversionIntake: 'network_default',
    browserSaleAmountMax: null,
    holdDays: null,
    validationDays: null,
    validationAction: null,
    thumbnail: null,
    events,
    payouts: events.map((event) => createOfferPayout(event)),
    overrides: [],
    landingPages: [],
    deepLinksEnabled: false,
    deepLinkDomains: [],
    caps: [],
    targeting: {
      country: NO_RULE,
      region: NO_RULE,
      device: NO_RULE,
      os: NO_RULE,
      browser: NO_RULE,
      language: NO_RULE,
      ip: NO_RULE,
      connection: NO_RULE,
      blockProxies: false,
      mismatchAction: 'fallback',
    },
    blockBots: true,
    blockedIps: [],
    duplicateClickAction: 'allow',
    duplicateClickWindowHours: 24,
    timezone: 'UTC',
    liveFrom: null,
    liveUntil: null,
    dayPartingEnabled: false,
    dayPartingHours: [],
    scheduledChanges: [],
    fallbackStrategy: 'priority',
    fallbacks: [],
    visibility: 'approval',
    approvalQuestions: [],
    terms: null,
    accessCounts: { approved: 0, pending: 0, rejected: 0, blocked: 0 },
    creativeCount: 0,
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

const OFFER_TAB_SEGMENTS: ReadonlyArray<readonly [string, string]> = [
  ['general', 'General'],
  ['events', 'Events'],
  ['landing-pages', 'Landing Pages'],
  ['payouts', 'Payouts'],
  ['caps', 'Caps'],
  ['targeting', 'Targeting'],
  ['creatives', 'Creatives'],
  ['schedule', 'Schedule'],
  ['fallback', 'Fallback'],
  ['permission', 'Permission'],
  ['postback', 'Postback'],
  ['tracking-link', 'Tracking Link'],
  ['integration', 'Integration'],
];

/** The tabs whose screens are still placeholders (as in app/offer-screens.tsx). */
const UNBUILT_OFFER_TABS = ['postback'];

/** The offer paths the app layer builds from the route table (see app/entity-links.ts). */
export function createOfferLinks(): OfferLinks {
  return {
    list: '/admin/offer/manage',
    add: '/admin/offer/add',
    addClassic: '/admin/offer/add/classic',
    tabs: OFFER_TAB_SEGMENTS.map(([segment, label]) => ({
      segment,
      label,
      path: (id: string) => `/admin/offer/${id}/${segment}`,
      isBuilt: !UNBUILT_OFFER_TABS.includes(segment),
    })),
  };
}
