import type { TrackingMacro } from '@affnet/contracts';
import type { OfferSnapshot } from '../../offer-model/index';

/*
 * Where a valid click goes (docs/offers.md "Landing pages and deep links"): the page the link
 * names if active, else weighted rotation among active pages with weight > 0, else the offer's
 * destination URL; a deep link replaces it when the offer allows its host. Templates get their
 * macros filled URL-encoded.
 */

type LandingPage = OfferSnapshot['landingPages'][number];

/** A number in [0, 1): Math.random on the hot path, a seeded one in tests. */
export type Random = () => number;

/** One item by weight (all weights > 0), or null for an empty list. */
export function pickByWeight<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
  random: Random,
): T | null {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  if (total <= 0) return null;
  let point = random() * total;
  for (const item of items) {
    point -= weightOf(item);
    if (point < 0) return item;
  }
  return items[items.length - 1] ?? null;
}

export function chooseLandingPage(
  snapshot: OfferSnapshot,
  named: string | null,
  random: Random,
): LandingPage | null {
  if (snapshot.landingPages.length === 0) return null;
  const active = snapshot.landingPages.filter((page) => page.status === 'active');
  const chosen = named ? active.find((page) => page.id === named || String(page.ref) === named) : undefined;
  if (chosen) return chosen;
  return pickByWeight(
    active.filter((page) => page.weight > 0),
    (page) => page.weight,
    random,
  );
}

function isAllowedHost(host: string, domains: readonly string[]): boolean {
  return domains.some((domain) => {
    const bare = domain.toLowerCase().replace(/^\*\./, '');
    return host === bare || host.endsWith(`.${bare}`);
  });
}

/** The publisher's own URL when the offer allows deep links to its host; otherwise null. */
export function allowedDeepLink(snapshot: OfferSnapshot, url: string | null): string | null {
  const { deepLinksEnabled, deepLinkDomains, requireHttps } = snapshot.offer;
  if (!url || !deepLinksEnabled) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && (parsed.protocol !== 'http:' || requireHttps)) return null;
  if (parsed.username || parsed.password) return null;
  return isAllowedHost(parsed.hostname.toLowerCase(), deepLinkDomains) ? parsed.href : null;
}

export type MacroValues = Readonly<Record<TrackingMacro, string | null>>;

/** A template cut at its macros: literal text at even places, macro names at odd ones. */
type TemplateParts = readonly string[];

const TEMPLATE_CACHE_SIZE = 1000;
const templateParts = new Map<string, TemplateParts>();

/**
 * Templates are the offers' URLs: a few hundred, each filled on every click. They are cut at
 * their macros once (the cache is cleared when full), so a click runs no regular expression.
 */
function partsOf(template: string): TemplateParts {
  let parts = templateParts.get(template);
  if (!parts) {
    parts = template.split(/\{([a-z0-9_]+)\}/);
    if (templateParts.size >= TEMPLATE_CACHE_SIZE) templateParts.clear();
    templateParts.set(template, parts);
  }
  return parts;
}

/** `{name}` → the click's value, URL-encoded; an unknown name (refused on save) stays as written. */
export function fillMacros(template: string, values: MacroValues): string {
  const parts = partsOf(template);
  let url = parts[0] ?? '';
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index] ?? '';
    url += Object.hasOwn(values, name)
      ? encodeURIComponent(values[name as TrackingMacro] ?? '')
      : `{${name}}`;
    url += parts[index + 1] ?? '';
  }
  return url;
}
