import type {
  CreateOfferBody,
  CreativeType,
  FallbackReason,
  LandingPageInput,
  OfferAccessStatus,
  OfferCapInput,
  PayoutOverrideInput,
} from '@affnet/contracts';

/*
 * The demo network's catalogue: offers across categories using every tab's settings, access
 * requests in every state, creatives with real images (assets/). Partners are named by their
 * e-mail (demo-partners.ts, demo-accounts.ts), offers by their name; the seeder resolves both.
 */

export const DEMO_CATEGORIES = [
  { name: 'E-commerce', description: 'Online shops: fashion, outdoor, electronics.' },
  { name: 'Finance', description: 'Cards, accounts, loans and investing.' },
  { name: 'Travel', description: 'Flights, hotels and holiday packages.' },
  { name: 'Gaming', description: 'Mobile and browser games.' },
  { name: 'Health & Beauty', description: 'Wellness, fitness and cosmetics.' },
  { name: 'Software', description: 'Apps, VPNs and SaaS subscriptions.' },
  { name: 'Education', description: 'Courses and language learning.' },
] as const;

export type DemoCategory = (typeof DEMO_CATEGORIES)[number]['name'];

const ACME = 'advertiser@demo.test';
const NORTHWIND = 'partners@northwind.example';
const LUMEN = 'affiliates@lumenfinance.example';
const PIXEL = 'growth@pixelgames.example';

/** The demo publisher (Traffic Lab Media) and the other active publishers. */
export const DEMO_PUBLISHER = 'publisher@demo.test';
const COUPON = 'hello@couponcrate.example';
const TRAIL = 'team@trailreviews.example';
const CLICKFARM = 'bot@clickfarm.example';

type ByPublisher<T> = Omit<T, 'publisherId'> & { publisher: string };

export type DemoCreative = {
  name: string;
  type: CreativeType;
  /** A file in assets/ (banners). */
  asset?: string;
  linkText?: string;
  html?: string;
  emailSubject?: string;
  emailFromName?: string;
  emailBody?: string;
  downloadable?: boolean;
  status?: 'active' | 'paused';
};

export type DemoAccess = {
  publisher: string;
  status: OfferAccessStatus;
  reason?: string;
  /** Answers to the offer's approval questions, in order. */
  answers?: string[];
};

/** A scheduled change, `inDays` from the moment the demo is seeded. */
export type DemoScheduledChange = Omit<NonNullable<CreateOfferBody['scheduledChanges']>[number], 'runAt'> & {
  inDays: number;
};

export type DemoOffer = {
  advertiser: string;
  categories: DemoCategory[];
  thumbnail?: string;
  /** The create body without what the seeder resolves (advertiser, categories, partners, dates). */
  body: Omit<
    CreateOfferBody,
    'advertiserId' | 'categoryIds' | 'thumbnail' | 'overrides' | 'caps' | 'fallbacks' | 'scheduledChanges'
  >;
  overrides?: ByPublisher<PayoutOverrideInput>[];
  caps?: Array<Omit<OfferCapInput, 'publisherId'> & { publisher?: string }>;
  /** Fallbacks: a URL, or another demo offer by name (listed earlier, so it exists by then). */
  fallbacks?: Array<{ url?: string; offer?: string; weight?: number; reasons?: FallbackReason[] }>;
  scheduledChanges?: DemoScheduledChange[];
  access?: DemoAccess[];
  creatives?: DemoCreative[];
  /**
   * The landing pages as staff saved them again after launch (a page keeps its id by its name):
   * a second version in the offer's history, beside its creation.
   */
  landingPagesLater?: LandingPageInput[];
};

const EVERY_DAY_9_TO_23 = Array.from({ length: 7 }, (_, day) =>
  Array.from({ length: 14 }, (_, hour) => day * 24 + 9 + hour),
).flat();
const WEEKDAYS_8_TO_20 = Array.from({ length: 5 }, (_, day) =>
  Array.from({ length: 12 }, (_, hour) => day * 24 + 8 + hour),
).flat();

const EU = ['DE', 'AT', 'CH', 'FR', 'NL', 'BE', 'IT', 'ES'];
const ENGLISH = ['US', 'GB', 'CA', 'AU', 'IE', 'NZ'];

const SHOP_BANNERS: DemoCreative[] = [
  { name: 'Summer sale 300x250', type: 'banner', asset: 'banner-300x250.png' },
  { name: 'Free shipping leaderboard', type: 'banner', asset: 'banner-728x90.png' },
  { name: 'Sale text link', type: 'text_link', linkText: 'Up to 50% off this summer – shop now' },
];

export const DEMO_OFFERS: DemoOffer[] = [
  {
    advertiser: ACME,
    categories: ['E-commerce'],
    thumbnail: 'thumb-shop.jpg',
    // Traffic favoured the outdoor page, and a back-to-school page joined in August.
    landingPagesLater: [
      { name: 'Sale home', url: 'https://acme-shop.example/summer?cid={click_id}', weight: 55 },
      {
        name: 'Outdoor category',
        url: 'https://acme-shop.example/summer/outdoor?cid={click_id}',
        weight: 35,
      },
      {
        name: 'Gift guide (on request)',
        url: 'https://acme-shop.example/gifts?cid={click_id}',
        previewUrl: 'https://acme-shop.example/gifts',
        weight: 0,
      },
      { name: 'Back to school', url: 'https://acme-shop.example/school?cid={click_id}', weight: 10 },
    ],
    body: {
      name: 'Acme Shop – Summer Sale',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://acme-shop.example/summer?cid={click_id}&pub={pub_id}&s1={sub1}',
      previewUrl: 'https://acme-shop.example/summer',
      description:
        '<p>Acme Shop’s biggest sale of the year: <strong>up to 50% off</strong> outdoor and home.</p><ul><li>Free shipping over $50</li><li>30-day cookie</li></ul>',
      restrictions: 'No brand bidding. No incentivised traffic. Coupon sites need approval of each code.',
      tags: ['summer', 'sale', 'cps'],
      notes: 'Renewed every June; ask Alex for the new codes.',
      requireHttps: true,
      events: [
        { key: 'sale', name: 'Sale', isBase: true },
        { key: 'newsletter', name: 'Newsletter sign-up', allowDuplicates: false },
        { key: 'refund', name: 'Refund', isPrivate: true, defaultStatus: 'pending' },
      ],
      payouts: [
        { eventKey: 'sale', payoutType: 'cps', payoutPercent: '6', revenueType: 'cps', revenuePercent: '9' },
        { eventKey: 'newsletter', payoutType: 'cpa', payoutAmount: '0.40', revenueAmount: '0.75' },
        { eventKey: 'refund', payoutType: 'cpa', payoutAmount: '0', revenueAmount: '0' },
      ],
      landingPages: [
        { name: 'Sale home', url: 'https://acme-shop.example/summer?cid={click_id}', weight: 70 },
        {
          name: 'Outdoor category',
          url: 'https://acme-shop.example/summer/outdoor?cid={click_id}',
          weight: 30,
        },
        {
          name: 'Gift guide (on request)',
          url: 'https://acme-shop.example/gifts?cid={click_id}',
          previewUrl: 'https://acme-shop.example/gifts',
          weight: 0,
        },
      ],
      deepLinksEnabled: true,
      deepLinkDomains: ['acme-shop.example'],
      targeting: {
        country: { include: ENGLISH, exclude: [] },
        device: { include: [], exclude: ['smart_tv'] },
      },
      visibility: 'public',
      timezone: 'America/New_York',
    },
    overrides: [
      { publisher: DEMO_PUBLISHER, eventKey: 'sale', payoutType: 'cps', payoutPercent: '7.5' },
      { publisher: DEMO_PUBLISHER, eventKey: 'sale', country: 'GB', payoutType: 'cps', payoutPercent: '8' },
      { publisher: COUPON, eventKey: 'sale', payoutType: 'cps', payoutPercent: '4' },
    ],
    caps: [
      {
        metric: 'revenue',
        period: 'month',
        limit: '25000',
        action: 'pause',
        alertPercent: 80,
        timezone: 'America/New_York',
      },
      {
        metric: 'conversions',
        period: 'day',
        scope: 'each_publisher',
        limit: '300',
        action: 'pending',
        visibleToPublishers: true,
        timezone: 'America/New_York',
      },
    ],
    fallbacks: [{ url: 'https://acme-shop.example/?cid={click_id}', reasons: ['cap_reached', 'paused'] }],
    access: [{ publisher: CLICKFARM, status: 'blocked', reason: 'Bot traffic on previous campaigns.' }],
    creatives: [
      ...SHOP_BANNERS,
      {
        name: 'Summer newsletter',
        type: 'email',
        emailSubject: 'Summer Sale: up to 50% off starts today',
        emailFromName: 'Acme Shop',
        emailBody:
          '<h1>Summer Sale</h1><p>Up to 50% off outdoor and home. <a href="{tracking_link}">Shop the sale</a></p>',
      },
    ],
  },
  {
    advertiser: ACME,
    categories: ['E-commerce'],
    thumbnail: 'thumb-shop.jpg',
    body: {
      name: 'Acme Shop – Gift Cards',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://acme-shop.example/gift-cards?cid={click_id}',
      description: '<p>Digital gift cards from $10 to $500, delivered by e-mail in minutes.</p>',
      tags: ['gift'],
      payouts: [{ eventKey: 'conversion', payoutAmount: '3.50', revenueAmount: '5.00' }],
      visibility: 'approval',
      approvalQuestions: ['Where will you promote gift cards?', 'Expected monthly sales?'],
      terms: 'Gift cards may not be promoted with discount or cashback claims.',
      timezone: 'America/New_York',
    },
    access: [
      {
        publisher: DEMO_PUBLISHER,
        status: 'pending',
        answers: ['Our deals newsletter (120k subscribers)', 'About 400'],
      },
      {
        publisher: COUPON,
        status: 'rejected',
        reason: 'Cashback claims are not allowed on this offer.',
        answers: ['Cashback portal', '1000'],
      },
      { publisher: TRAIL, status: 'approved', answers: ['Gift guides on our blog', '150'] },
    ],
    creatives: [{ name: 'Gift card link', type: 'text_link', linkText: 'Give an Acme gift card' }],
  },
  {
    advertiser: ACME,
    categories: ['E-commerce'],
    body: {
      name: 'Acme Shop – Black Friday (draft)',
      status: 'draft',
      currency: 'USD',
      destinationUrl: 'https://acme-shop.example/black-friday?cid={click_id}',
      description: '<p>Being prepared: prices and creatives land in November.</p>',
      payouts: [
        {
          eventKey: 'conversion',
          payoutType: 'cps',
          payoutPercent: '8',
          revenueType: 'cps',
          revenuePercent: '12',
        },
      ],
      visibility: 'approval',
      timezone: 'America/New_York',
    },
    scheduledChanges: [{ kind: 'status', status: 'active', inDays: 21 }],
  },
  {
    advertiser: NORTHWIND,
    categories: ['E-commerce'],
    thumbnail: 'thumb-shop.jpg',
    body: {
      name: 'Northwind Outdoor – Tents & Camping',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://northwind.example/camping?ref={pub_id}&click={click_id}&src={source}',
      previewUrl: 'https://northwind.example/camping',
      description: '<p>Premium tents, sleeping bags and camping kit. Average order $180.</p>',
      restrictions: 'Content sites and newsletters only. No pop-unders.',
      tags: ['outdoor', 'camping'],
      events: [
        { key: 'order', name: 'Order', isBase: true },
        { key: 'first_order', name: 'First order bonus', allowDuplicates: false },
      ],
      payouts: [
        {
          eventKey: 'order',
          payoutType: 'cpa_cps',
          payoutAmount: '2',
          payoutPercent: '4',
          revenueType: 'cpa_cps',
          revenueAmount: '3',
          revenuePercent: '6',
        },
        { eventKey: 'first_order', payoutAmount: '5', revenueAmount: '8' },
      ],
      targeting: {
        country: { include: ['US', 'CA'], exclude: [] },
        region: { include: [], exclude: ['US-HI', 'US-AK'] },
        language: { include: ['en', 'fr'], exclude: [] },
      },
      visibility: 'approval',
      approvalQuestions: ['Link to the site or list you will use'],
      timezone: 'America/New_York',
    },
    overrides: [
      { publisher: TRAIL, eventKey: 'order', payoutType: 'cpa_cps', payoutAmount: '3', payoutPercent: '5' },
    ],
    access: [
      { publisher: DEMO_PUBLISHER, status: 'approved', answers: ['https://trafficlab.example/outdoor'] },
      { publisher: TRAIL, status: 'approved', answers: ['https://trailreviews.example'] },
      { publisher: COUPON, status: 'pending', answers: ['https://couponcrate.example/northwind'] },
    ],
    creatives: [
      { name: 'Camping skyscraper', type: 'banner', asset: 'banner-160x600.png' },
      {
        name: 'Product widget (HTML)',
        type: 'html',
        html: '<a href="{tracking_link}" style="display:block;padding:12px;border:1px solid #ccc;font-family:sans-serif">Northwind tents from $89 – see the range</a>',
      },
    ],
  },
  {
    advertiser: NORTHWIND,
    categories: ['E-commerce', 'Travel'],
    body: {
      name: 'Northwind – Ski Season Pre-order',
      status: 'paused',
      currency: 'USD',
      destinationUrl: 'https://northwind.example/ski?click={click_id}',
      description: '<p>Paused until the ski collection is in stock.</p>',
      payouts: [{ eventKey: 'conversion', payoutAmount: '6', revenueAmount: '10' }],
      visibility: 'public',
      timezone: 'America/Denver',
    },
    scheduledChanges: [{ kind: 'status', status: 'active', inDays: 10 }],
  },
  {
    advertiser: NORTHWIND,
    categories: ['E-commerce'],
    body: {
      name: 'Northwind – Spring Clearance 2026',
      status: 'expired',
      currency: 'USD',
      destinationUrl: 'https://northwind.example/clearance?click={click_id}',
      payouts: [{ eventKey: 'conversion', payoutAmount: '4', revenueAmount: '6.5' }],
      visibility: 'public',
      timezone: 'America/New_York',
      liveFrom: '2026-03-01T00:00',
      liveUntil: '2026-05-31T23:59',
    },
  },
  {
    advertiser: LUMEN,
    categories: ['Finance'],
    thumbnail: 'thumb-finance.jpg',
    body: {
      name: 'Lumen – Savings Account',
      status: 'active',
      currency: 'EUR',
      destinationUrl: 'https://lumenfinance.example/savings?aff={pub_id}&cid={click_id}',
      description: '<p>3.1% interest on a flexible savings account. Pays per funded account.</p>',
      payouts: [{ eventKey: 'conversion', payoutAmount: '25', revenueAmount: '40' }],
      targeting: { country: { include: EU, exclude: [] } },
      visibility: 'public',
      timezone: 'Europe/Rome',
    },
    creatives: [{ name: 'Savings link', type: 'text_link', linkText: 'Earn 3.1% on your savings' }],
  },
  {
    advertiser: LUMEN,
    categories: ['Finance'],
    thumbnail: 'thumb-finance.jpg',
    body: {
      name: 'Lumen Card – Credit Card Application',
      status: 'active',
      currency: 'EUR',
      destinationUrl: 'https://lumenfinance.example/card/apply?aff={pub_id}&cid={click_id}&sub={sub1}',
      previewUrl: 'https://lumenfinance.example/card',
      description:
        '<p>A no-fee credit card with 1% cashback. Pays on <em>approved</em> applications only.</p><p>Approval rate ≈ 45%.</p>',
      restrictions: 'Strictly no incentivised traffic, no e-mail, no misleading claims about approval.',
      tags: ['card', 'cpl', 'eu'],
      requireHttps: true,
      redirectMode: 'meta_refresh',
      defaultConversionStatus: 'pending',
      events: [
        { key: 'application', name: 'Application submitted', isBase: true },
        { key: 'approved_card', name: 'Card approved', allowDuplicates: false },
        { key: 'first_purchase', name: 'First purchase', isPrivate: true },
      ],
      payouts: [
        { eventKey: 'application', payoutAmount: '4', revenueAmount: '7' },
        { eventKey: 'approved_card', payoutAmount: '55', revenueAmount: '80' },
        { eventKey: 'first_purchase', payoutAmount: '0', revenueAmount: '15' },
      ],
      targeting: {
        country: { include: ['DE', 'AT', 'IT', 'ES'], exclude: [] },
        device: { include: ['desktop', 'mobile', 'tablet'], exclude: [] },
        ip: { include: [], exclude: ['192.0.2.0/24'] },
        blockProxies: true,
        mismatchAction: 'reject',
      },
      visibility: 'approval',
      approvalQuestions: ['Describe your traffic sources', 'Which countries will you target?'],
      terms:
        'Financial offers are regulated. Use only the approved creatives and claims. Traffic from unapproved sources is not paid.',
      timezone: 'Europe/Rome',
      dayPartingEnabled: true,
      dayPartingHours: EVERY_DAY_9_TO_23,
    },
    overrides: [
      { publisher: DEMO_PUBLISHER, eventKey: 'approved_card', payoutAmount: '60' },
      {
        publisher: DEMO_PUBLISHER,
        eventKey: 'approved_card',
        country: 'DE',
        payoutAmount: '65',
      },
    ],
    caps: [
      {
        metric: 'conversions',
        period: 'day',
        limit: '200',
        action: 'pending',
        eventKey: 'application',
        timezone: 'Europe/Rome',
      },
      {
        metric: 'payout',
        period: 'week',
        scope: 'publisher',
        publisher: TRAIL,
        limit: '2000',
        action: 'reject',
        timezone: 'Europe/Rome',
      },
      {
        metric: 'clicks',
        period: 'day',
        scope: 'each_publisher',
        limit: '20000',
        action: 'fallback',
        visibleToPublishers: true,
        timezone: 'Europe/Rome',
      },
    ],
    fallbacks: [{ offer: 'Lumen – Savings Account', reasons: ['cap_reached', 'targeting'] }],
    scheduledChanges: [
      {
        kind: 'payout',
        eventKey: 'approved_card',
        payoutType: 'cpa',
        payoutAmount: '50',
        revenueType: 'cpa',
        revenueAmount: '75',
        inDays: 30,
      },
    ],
    access: [
      { publisher: DEMO_PUBLISHER, status: 'approved', answers: ['Comparison site + SEO', 'DE, AT'] },
      { publisher: TRAIL, status: 'approved', answers: ['Finance blog', 'IT'] },
      {
        publisher: COUPON,
        status: 'rejected',
        reason: 'Coupon and cashback traffic is not allowed for cards.',
        answers: ['Coupons', 'DE'],
      },
    ],
    creatives: [{ name: 'Card mobile banner', type: 'banner', asset: 'banner-320x50.png' }],
  },
  {
    advertiser: LUMEN,
    categories: ['Finance'],
    body: {
      name: 'Lumen Invest – Private Beta',
      status: 'active',
      currency: 'EUR',
      destinationUrl: 'https://lumenfinance.example/invest-beta?cid={click_id}',
      description: '<p>Invite-only investing app beta. Hand-picked partners only.</p>',
      payouts: [{ eventKey: 'conversion', payoutAmount: '30', revenueAmount: '45' }],
      visibility: 'private',
      timezone: 'Europe/Rome',
    },
    access: [{ publisher: TRAIL, status: 'approved' }],
  },
  {
    advertiser: LUMEN,
    categories: ['Finance'],
    body: {
      name: 'Lumen – Business Account (archived)',
      status: 'archived',
      currency: 'EUR',
      destinationUrl: 'https://lumenfinance.example/business?cid={click_id}',
      payouts: [{ eventKey: 'conversion', payoutAmount: '20', revenueAmount: '30' }],
      visibility: 'approval',
      timezone: 'Europe/Rome',
    },
  },
  {
    advertiser: PIXEL,
    categories: ['Gaming'],
    thumbnail: 'thumb-games.jpg',
    body: {
      name: 'Star Merge – Puzzle Game',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://play.pixelgames.example/star-merge?click_id={click_id}',
      description: '<p>Casual merge puzzle. Broad targeting, high volume.</p>',
      payouts: [
        {
          eventKey: 'conversion',
          payoutType: 'cpc',
          payoutAmount: '0.05',
          revenueType: 'cpc',
          revenueAmount: '0.09',
        },
      ],
      visibility: 'public',
      timezone: 'UTC',
      // A repeat click within the window is refused: the demo traffic shows the reason.
      duplicateClickAction: 'block',
    },
    caps: [{ metric: 'clicks', period: 'day', limit: '50000', action: 'pause', timezone: 'UTC' }],
  },
  {
    advertiser: PIXEL,
    categories: ['Gaming'],
    thumbnail: 'thumb-games.jpg',
    body: {
      name: 'Dragon Realms – Mobile Install',
      status: 'active',
      currency: 'USD',
      destinationUrl:
        'https://play.pixelgames.example/dragon-realms?click_id={click_id}&pub={pub_id}&sub1={sub1}&sub2={sub2}',
      previewUrl: 'https://pixelgames.example/dragon-realms',
      description: '<p>Fantasy RPG for Android and iOS. CPI with a bonus for reaching level 10.</p>',
      restrictions: 'Mobile traffic only. No incent, no adult sites.',
      tags: ['cpi', 'mobile', 'rpg'],
      events: [
        { key: 'install', name: 'Install', isBase: true },
        { key: 'level_10', name: 'Reached level 10' },
        { key: 'purchase', name: 'In-app purchase', allowDuplicates: true },
      ],
      payouts: [
        { eventKey: 'install', payoutAmount: '1.20', revenueAmount: '2.00' },
        { eventKey: 'level_10', payoutAmount: '2.50', revenueAmount: '4.00' },
        {
          eventKey: 'purchase',
          payoutType: 'cps',
          payoutPercent: '10',
          revenueType: 'cps',
          revenuePercent: '20',
        },
      ],
      landingPages: [
        {
          name: 'Google Play',
          url: 'https://play.pixelgames.example/dragon-realms/android?click_id={click_id}',
          weight: 60,
        },
        {
          name: 'App Store',
          url: 'https://play.pixelgames.example/dragon-realms/ios?click_id={click_id}',
          weight: 40,
        },
      ],
      targeting: {
        device: { include: ['mobile', 'tablet'], exclude: [] },
        os: { include: ['android', 'ios'], exclude: [] },
        connection: { include: [], exclude: [] },
        country: { include: ['US', 'GB', 'DE', 'FR', 'JP', 'KR'], exclude: [] },
      },
      visibility: 'approval',
      approvalQuestions: ['Which ad networks or apps will send installs?'],
      timezone: 'UTC',
    },
    caps: [
      {
        metric: 'conversions',
        period: 'day',
        limit: '1500',
        action: 'fallback',
        eventKey: 'install',
        alertPercent: 90,
        visibleToPublishers: true,
      },
    ],
    fallbacks: [
      { offer: 'Star Merge – Puzzle Game', weight: 70, reasons: [] },
      { url: 'https://pixelgames.example/?click_id={click_id}', weight: 30, reasons: [] },
    ],
    access: [
      { publisher: DEMO_PUBLISHER, status: 'pending', answers: ['In-app ads on our two casual games'] },
      { publisher: COUPON, status: 'blocked', reason: 'Sent desktop traffic to a mobile-only offer.' },
    ],
    creatives: [{ name: 'Dragon Realms skyscraper', type: 'banner', asset: 'banner-160x600.png' }],
  },
  {
    advertiser: PIXEL,
    categories: ['Gaming'],
    body: {
      name: 'Pixel Arena – Browser Beta (draft)',
      status: 'draft',
      currency: 'USD',
      destinationUrl: 'https://arena.pixelgames.example/?click_id={click_id}',
      payouts: [{ eventKey: 'conversion', payoutAmount: '0.80', revenueAmount: '1.50' }],
      visibility: 'public',
      timezone: 'UTC',
    },
  },
  {
    advertiser: NORTHWIND,
    categories: ['Travel'],
    thumbnail: 'thumb-travel.jpg',
    body: {
      name: 'Northwind Trips – Guided Hiking Tours',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://trips.northwind.example/hiking?cid={click_id}&s1={sub1}&s2={sub2}&s3={sub3}',
      description:
        '<p>Guided hiking holidays in the Alps and the Rockies. High order value, 60-day cookie.</p>',
      tags: ['travel', 'high-ticket'],
      payouts: [
        {
          eventKey: 'conversion',
          payoutType: 'cps',
          payoutPercent: '5',
          revenueType: 'cps',
          revenuePercent: '8',
        },
      ],
      targeting: { country: { include: [...ENGLISH, 'DE', 'CH'], exclude: [] } },
      visibility: 'public',
      timezone: 'America/Denver',
      liveFrom: '2026-01-01T00:00',
      liveUntil: '2027-10-31T23:59',
    },
    overrides: [
      {
        publisher: TRAIL,
        eventKey: 'conversion',
        payoutType: 'cps',
        payoutPercent: '6.5',
        startsAt: '2026-06-01T00:00',
        endsAt: '2026-09-01T00:00',
      },
    ],
    creatives: [
      {
        name: 'Hiking tours e-mail',
        type: 'email',
        emailSubject: 'Walk the Alps this summer',
        emailFromName: 'Northwind Trips',
        emailBody: '<p>Small groups, expert guides. <a href="{tracking_link}">See the tours</a></p>',
      },
    ],
  },
  {
    advertiser: ACME,
    categories: ['Travel'],
    thumbnail: 'thumb-travel.jpg',
    body: {
      name: 'Acme Travel Insurance',
      status: 'active',
      currency: 'GBP',
      destinationUrl: 'https://acme-shop.example/insurance?cid={click_id}&src={source}',
      description: '<p>Single-trip and annual travel insurance for UK residents.</p>',
      restrictions: 'UK traffic only. FCA rules apply to all claims.',
      payouts: [{ eventKey: 'conversion', payoutAmount: '9', revenueAmount: '14' }],
      targeting: { country: { include: ['GB'], exclude: [] }, language: { include: ['en'], exclude: [] } },
      visibility: 'approval',
      approvalQuestions: ['Are you FCA authorised or an appointed representative?'],
      terms: 'Use only the pre-approved wording. Do not state prices.',
      timezone: 'Europe/London',
    },
    access: [{ publisher: TRAIL, status: 'pending', answers: ['Appointed representative of XYZ Ltd'] }],
  },
  {
    advertiser: LUMEN,
    categories: ['Health & Beauty'],
    thumbnail: 'thumb-health.jpg',
    body: {
      name: 'GlowSkin – Subscription Box',
      status: 'active',
      currency: 'EUR',
      destinationUrl: 'https://glowskin.example/box?aff={pub_id}&click={click_id}',
      description: '<p>Monthly skincare box. Pays on the first paid month.</p>',
      tags: ['subscription', 'beauty'],
      events: [
        { key: 'trial', name: 'Trial started', isBase: true },
        { key: 'paid', name: 'First paid month' },
      ],
      payouts: [
        { eventKey: 'trial', payoutAmount: '2', revenueAmount: '3' },
        { eventKey: 'paid', payoutAmount: '18', revenueAmount: '26' },
      ],
      targeting: { country: { include: EU, exclude: [] }, device: { include: [], exclude: ['console'] } },
      visibility: 'public',
      timezone: 'Europe/Berlin',
      dayPartingEnabled: true,
      dayPartingHours: WEEKDAYS_8_TO_20,
    },
    caps: [
      {
        metric: 'conversions',
        period: 'month',
        limit: '2000',
        action: 'reject',
        eventKey: 'paid',
        timezone: 'Europe/Berlin',
      },
    ],
  },
  {
    advertiser: LUMEN,
    categories: ['Health & Beauty'],
    thumbnail: 'thumb-health.jpg',
    body: {
      name: 'FitTrack – Fitness App Trial',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://fittrack.example/start?click={click_id}&pub={pub_id}',
      description: '<p>7-day free trial of a workout and nutrition app.</p>',
      payouts: [{ eventKey: 'conversion', payoutAmount: '3', revenueAmount: '5' }],
      targeting: {
        os: { include: ['ios', 'android'], exclude: [] },
        browser: { include: [], exclude: ['uc_browser'] },
      },
      visibility: 'approval',
      timezone: 'UTC',
    },
    access: [
      {
        publisher: DEMO_PUBLISHER,
        status: 'rejected',
        reason: 'Looking for fitness-focused sites only for now.',
      },
      { publisher: TRAIL, status: 'approved' },
    ],
  },
  {
    advertiser: ACME,
    categories: ['Software'],
    thumbnail: 'thumb-vpn.jpg',
    body: {
      name: 'ShieldVPN – 2-Year Plan',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://shieldvpn.example/deal?aff_click={aff_click_id}&cid={click_id}',
      previewUrl: 'https://shieldvpn.example/deal',
      description: '<p>Top-rated VPN. Pays 60% of the first payment on the 2-year plan.</p>',
      tags: ['vpn', 'revshare'],
      payouts: [
        {
          eventKey: 'conversion',
          payoutType: 'cps',
          payoutPercent: '60',
          revenueType: 'cps',
          revenuePercent: '75',
        },
      ],
      targeting: { country: { include: [], exclude: ['CN', 'RU', 'IR'] } },
      visibility: 'public',
      timezone: 'UTC',
      landingPages: [
        { name: 'Deal page', url: 'https://shieldvpn.example/deal?cid={click_id}', weight: 50 },
        { name: 'Comparison page', url: 'https://shieldvpn.example/compare?cid={click_id}', weight: 50 },
        {
          name: 'Old pricing page',
          url: 'https://shieldvpn.example/pricing-2025?cid={click_id}',
          status: 'paused',
          weight: 0,
        },
      ],
    },
    fallbacks: [{ url: 'https://shieldvpn.example/?cid={click_id}', reasons: ['targeting', 'schedule'] }],
    creatives: SHOP_BANNERS.slice(2),
  },
  {
    advertiser: NORTHWIND,
    categories: ['Software'],
    thumbnail: 'thumb-vpn.jpg',
    body: {
      name: 'TaskPilot – Project Management SaaS',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://taskpilot.example/signup?via={pub_id}&cid={click_id}',
      description: '<p>B2B SaaS. Pays per qualified trial and per paid seat.</p>',
      events: [
        { key: 'trial', name: 'Qualified trial', isBase: true },
        { key: 'paid_seat', name: 'Paid seat', allowDuplicates: true },
      ],
      payouts: [
        { eventKey: 'trial', payoutAmount: '12', revenueAmount: '20' },
        { eventKey: 'paid_seat', payoutAmount: '15', revenueAmount: '25' },
      ],
      targeting: { device: { include: ['desktop'], exclude: [] } },
      visibility: 'approval',
      approvalQuestions: ['What B2B audience do you reach?'],
      timezone: 'America/Los_Angeles',
    },
    access: [
      { publisher: DEMO_PUBLISHER, status: 'approved', answers: ['SaaS review site, 40k monthly visits'] },
    ],
  },
  {
    advertiser: ACME,
    categories: ['Education'],
    body: {
      name: 'LinguaLeap – Language Courses',
      status: 'active',
      currency: 'EUR',
      destinationUrl:
        'https://lingualeap.example/?partner={pub_id}&click={click_id}&s1={sub1}&s4={sub4}&s5={sub5}',
      description: '<p>Online language courses with native tutors. 14-day trial.</p>',
      payouts: [{ eventKey: 'conversion', payoutAmount: '8', revenueAmount: '12' }],
      targeting: { language: { include: ['de', 'fr', 'es', 'it'], exclude: [] } },
      visibility: 'public',
      timezone: 'Europe/Paris',
    },
    creatives: [{ name: 'Course link', type: 'text_link', linkText: 'Speak a new language in 3 months' }],
  },
  {
    advertiser: ACME,
    categories: ['Education', 'Software'],
    body: {
      name: 'CodeCamp – Coding Bootcamp Leads',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://codecamp.example/apply?cid={click_id}',
      description: '<p>Lead generation for a 12-week coding bootcamp. Pays per qualified application.</p>',
      defaultConversionStatus: 'pending',
      payouts: [{ eventKey: 'conversion', payoutAmount: '35', revenueAmount: '55' }],
      targeting: { country: { include: ['US', 'CA'], exclude: [] } },
      visibility: 'approval',
      approvalQuestions: ['How do you generate leads?', 'Do you use call centres?'],
      terms: 'Leads must be generated by the applicant on the advertiser’s form. No co-registration.',
      timezone: 'America/Chicago',
    },
    access: [{ publisher: COUPON, status: 'pending', answers: ['Career newsletter', 'No'] }],
  },
  {
    advertiser: NORTHWIND,
    categories: ['Travel'],
    body: {
      name: 'Northwind Trips – Partner Exclusive',
      status: 'active',
      currency: 'USD',
      destinationUrl: 'https://trips.northwind.example/exclusive?cid={click_id}',
      description: '<p>Exclusive 15% discount for one hand-picked partner.</p>',
      payouts: [
        {
          eventKey: 'conversion',
          payoutType: 'cps',
          payoutPercent: '7',
          revenueType: 'cps',
          revenuePercent: '10',
        },
      ],
      visibility: 'private',
      timezone: 'America/Denver',
    },
    access: [{ publisher: DEMO_PUBLISHER, status: 'approved' }],
  },
];
