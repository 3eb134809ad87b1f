/**
 * Offer enums and their labels, zod-free so lists and badges can use them cheaply. The tracking
 * engine (next issue) enforces each of them; see docs/offers.md for what every value does.
 */

/** draft: being built, invisible to publishers; expired: its live window ended (set by the scheduler). */
export const OFFER_STATUSES = ['draft', 'active', 'paused', 'expired', 'archived'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  expired: 'Expired',
  archived: 'Archived',
};

/** Who sees an offer: everyone, everyone but approval is needed to run it, or only those granted. */
export const OFFER_VISIBILITIES = ['public', 'approval', 'private'] as const;
export type OfferVisibility = (typeof OFFER_VISIBILITIES)[number];
export const OFFER_VISIBILITY_LABELS: Record<OfferVisibility, string> = {
  public: 'Public',
  approval: 'Requires approval',
  private: 'Private',
};

/** 302: a plain redirect. meta_refresh: an HTML page that refreshes, so the referrer is dropped. */
export const REDIRECT_MODES = ['redirect_302', 'meta_refresh'] as const;
export type RedirectMode = (typeof REDIRECT_MODES)[number];
export const REDIRECT_MODE_LABELS: Record<RedirectMode, string> = {
  redirect_302: '302 redirect',
  meta_refresh: 'Meta refresh (hides the referrer)',
};

/** The status a new conversion gets. */
export const CONVERSION_STATUSES = ['approved', 'pending'] as const;
export type ConversionDefaultStatus = (typeof CONVERSION_STATUSES)[number];
export const CONVERSION_STATUS_LABELS: Record<ConversionDefaultStatus, string> = {
  approved: 'Approved',
  pending: 'Pending review',
};

/**
 * Which channels may report an offer's conversions (docs/tracking.md "What a browser may do"): the
 * advertiser's server postback, which carries their secret token, and, when allowed, browser
 * pixels and the JS tag, which hold no secret and are trusted less.
 */
export const CONVERSION_INTAKES = ['server_only', 'server_and_browser'] as const;
export type ConversionIntake = (typeof CONVERSION_INTAKES)[number];
export const CONVERSION_INTAKE_LABELS: Record<ConversionIntake, string> = {
  server_only: 'Server postback only',
  server_and_browser: 'Server postback, pixels and JS tag',
};
/** An offer follows the network's default unless it chooses. */
export const OFFER_CONVERSION_INTAKES = ['network_default', ...CONVERSION_INTAKES] as const;
export type OfferConversionIntake = (typeof OFFER_CONVERSION_INTAKES)[number];

/** The channels an offer takes conversions from: its own choice, else the network's default. */
export function conversionIntakeOf(
  offer: OfferConversionIntake | null,
  network: ConversionIntake,
): ConversionIntake {
  return offer === null || offer === 'network_default' ? network : offer;
}

/**
 * How a payout or revenue is computed. cpa: a fixed amount per conversion; cps: a percentage of
 * the sale amount; cpa_cps: both; cpc: a fixed amount per click (base event only).
 */
export const PAYOUT_TYPES = ['cpa', 'cps', 'cpa_cps', 'cpc'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];
export const PAYOUT_TYPE_LABELS: Record<PayoutType, string> = {
  cpa: 'CPA (fixed per conversion)',
  cps: 'CPS (% of sale)',
  cpa_cps: 'CPA + CPS',
  cpc: 'CPC (per click)',
};
export const PAYOUT_TYPE_SHORT: Record<PayoutType, string> = {
  cpa: 'CPA',
  cps: 'CPS',
  cpa_cps: 'CPA + CPS',
  cpc: 'CPC',
};
/** Which parts a payout type uses. */
export const PAYOUT_TYPE_PARTS: Record<PayoutType, { amount: boolean; percent: boolean }> = {
  cpa: { amount: true, percent: false },
  cps: { amount: false, percent: true },
  cpa_cps: { amount: true, percent: true },
  cpc: { amount: true, percent: false },
};

export const LANDING_PAGE_STATUSES = ['active', 'paused'] as const;
export type LandingPageStatus = (typeof LANDING_PAGE_STATUSES)[number];

export const CAP_METRICS = ['clicks', 'conversions', 'payout', 'revenue'] as const;
export type CapMetric = (typeof CAP_METRICS)[number];
export const CAP_METRIC_LABELS: Record<CapMetric, string> = {
  clicks: 'Clicks',
  conversions: 'Conversions',
  payout: 'Payout',
  revenue: 'Revenue',
};
/** Money caps hold an amount in the offer's currency; count caps a whole number. */
export const MONEY_CAP_METRICS: readonly CapMetric[] = ['payout', 'revenue'];

export const CAP_PERIODS = ['day', 'week', 'month', 'lifetime'] as const;
export type CapPeriod = (typeof CAP_PERIODS)[number];
export const CAP_PERIOD_LABELS: Record<CapPeriod, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
  lifetime: 'Lifetime',
};

/** offer: one counter for all traffic; each_publisher: a counter per publisher; publisher: one publisher's. */
export const CAP_SCOPES = ['offer', 'each_publisher', 'publisher'] as const;
export type CapScope = (typeof CAP_SCOPES)[number];
export const CAP_SCOPE_LABELS: Record<CapScope, string> = {
  offer: 'Whole offer',
  each_publisher: 'Each publisher separately',
  publisher: 'One publisher',
};

export const CAP_ACTIONS = ['fallback', 'pending', 'reject', 'pause'] as const;
export type CapAction = (typeof CAP_ACTIONS)[number];
export const CAP_ACTION_LABELS: Record<CapAction, string> = {
  fallback: 'Send clicks to the fallback',
  pending: 'Record later conversions as pending',
  reject: 'Reject later conversions',
  pause: 'Pause the offer',
};
/** A click cap can only redirect or pause: there are no conversions to hold back yet. */
export const CAP_ACTIONS_BY_METRIC: Record<CapMetric, readonly CapAction[]> = {
  clicks: ['fallback', 'pause'],
  conversions: CAP_ACTIONS,
  payout: CAP_ACTIONS,
  revenue: CAP_ACTIONS,
};

export const TARGETING_DIMENSIONS = [
  'country',
  'region',
  'device',
  'os',
  'browser',
  'language',
  'ip',
  'connection',
] as const;
export type TargetingDimension = (typeof TARGETING_DIMENSIONS)[number];
export const TARGETING_DIMENSION_LABELS: Record<TargetingDimension, string> = {
  country: 'Countries',
  region: 'Regions',
  device: 'Device types',
  os: 'Operating systems',
  browser: 'Browsers',
  language: 'Languages',
  ip: 'IP ranges',
  connection: 'Connection types',
};

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'smart_tv', 'console', 'wearable'] as const;
export const DEVICE_TYPE_LABELS: Record<(typeof DEVICE_TYPES)[number], string> = {
  desktop: 'Desktop',
  mobile: 'Mobile phone',
  tablet: 'Tablet',
  smart_tv: 'Smart TV',
  console: 'Game console',
  wearable: 'Wearable',
};
export const OPERATING_SYSTEMS = [
  'windows',
  'macos',
  'linux',
  'chrome_os',
  'android',
  'ios',
  'other',
] as const;
export const OPERATING_SYSTEM_LABELS: Record<(typeof OPERATING_SYSTEMS)[number], string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chrome_os: 'ChromeOS',
  android: 'Android',
  ios: 'iOS / iPadOS',
  other: 'Other',
};
export const BROWSERS = [
  'chrome',
  'safari',
  'firefox',
  'edge',
  'opera',
  'samsung_internet',
  'uc_browser',
  'yandex',
  'other',
] as const;
export const BROWSER_LABELS: Record<(typeof BROWSERS)[number], string> = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  opera: 'Opera',
  samsung_internet: 'Samsung Internet',
  uc_browser: 'UC Browser',
  yandex: 'Yandex Browser',
  other: 'Other',
};
/** Broadband: fixed lines and Wi-Fi; cellular: a mobile carrier's network. */
export const CONNECTION_TYPES = ['broadband', 'cellular'] as const;
export const CONNECTION_TYPE_LABELS: Record<(typeof CONNECTION_TYPES)[number], string> = {
  broadband: 'Broadband / Wi-Fi',
  cellular: 'Cellular (mobile carrier)',
};

/** What a repeat click of the same visitor within the offer's window gets. */
export const DUPLICATE_CLICK_ACTIONS = ['allow', 'block', 'fallback'] as const;
export type DuplicateClickAction = (typeof DUPLICATE_CLICK_ACTIONS)[number];
export const DUPLICATE_CLICK_ACTION_LABELS: Record<DuplicateClickAction, string> = {
  allow: 'Allow (counted as not unique)',
  block: 'Block',
  fallback: 'Send to the fallback',
};

/** What a click that fails targeting gets. */
export const TARGETING_MISMATCH_ACTIONS = ['fallback', 'reject'] as const;
export type TargetingMismatchAction = (typeof TARGETING_MISMATCH_ACTIONS)[number];
export const TARGETING_MISMATCH_LABELS: Record<TargetingMismatchAction, string> = {
  fallback: 'Send to the fallback',
  reject: 'Reject the click',
};

export const SCHEDULED_CHANGE_KINDS = ['status', 'payout'] as const;
export type ScheduledChangeKind = (typeof SCHEDULED_CHANGE_KINDS)[number];
export const SCHEDULED_CHANGE_STATES = ['pending', 'applied', 'failed'] as const;
export type ScheduledChangeState = (typeof SCHEDULED_CHANGE_STATES)[number];

export const FALLBACK_STRATEGIES = ['priority', 'weight'] as const;
export type FallbackStrategy = (typeof FALLBACK_STRATEGIES)[number];
export const FALLBACK_STRATEGY_LABELS: Record<FallbackStrategy, string> = {
  priority: 'By priority (first that applies)',
  weight: 'By weight (split among those that apply)',
};
export const FALLBACK_KINDS = ['url', 'offer'] as const;
export type FallbackKind = (typeof FALLBACK_KINDS)[number];
export const FALLBACK_REASONS = [
  'cap_reached',
  'targeting',
  'schedule',
  'paused',
  'not_approved',
  'duplicate',
  'fraud',
] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];
export const FALLBACK_REASON_LABELS: Record<FallbackReason, string> = {
  cap_reached: 'Cap reached',
  targeting: 'Targeting mismatch',
  schedule: 'Outside the schedule',
  paused: 'Paused or expired',
  not_approved: 'Publisher not approved',
  duplicate: 'Duplicate click',
  fraud: 'Fraud',
};

export const OFFER_ACCESS_STATUSES = ['approved', 'pending', 'rejected', 'blocked'] as const;
export type OfferAccessStatus = (typeof OFFER_ACCESS_STATUSES)[number];
export const OFFER_ACCESS_STATUS_LABELS: Record<OfferAccessStatus, string> = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
  blocked: 'Blocked',
};

export const CREATIVE_TYPES = ['banner', 'text_link', 'html', 'email'] as const;
export type CreativeType = (typeof CREATIVE_TYPES)[number];
export const CREATIVE_TYPE_LABELS: Record<CreativeType, string> = {
  banner: 'Banner',
  text_link: 'Text link',
  html: 'HTML',
  email: 'E-mail',
};
export const CREATIVE_STATUSES = ['active', 'paused'] as const;
export type CreativeStatus = (typeof CREATIVE_STATUSES)[number];

/** Day-parting hours are numbered 0..167: Monday 00:00-00:59 is 0, Sunday 23:00-23:59 is 167. */
export const HOURS_PER_WEEK = 168;
export const WEEKDAY_LABELS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
