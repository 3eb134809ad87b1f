import { z } from 'zod';

/**
 * Macros a destination or landing-page URL may contain. The tracking engine replaces each with
 * the click's value, URL-encoded; anything else in braces is refused when the offer is saved, so a
 * typo never reaches an advertiser as a literal "{clikc_id}".
 */
export const TRACKING_MACROS = [
  'click_id',
  'pub_id',
  'offer_id',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'source',
  'aff_click_id',
] as const;
export type TrackingMacro = (typeof TRACKING_MACROS)[number];

export const TRACKING_MACRO_LABELS: Record<TrackingMacro, string> = {
  click_id: 'Unique ID of the click',
  pub_id: "Publisher's ID",
  offer_id: "Offer's ID",
  sub1: 'Sub ID 1 from the tracking link',
  sub2: 'Sub ID 2',
  sub3: 'Sub ID 3',
  sub4: 'Sub ID 4',
  sub5: 'Sub ID 5',
  source: 'Traffic source from the tracking link',
  aff_click_id: "Publisher's own click ID",
};

const MACRO_TOKEN = /\{([^{}]*)\}/g;

/** The macro names used in a template, in order, including unknown ones. */
export function macrosIn(template: string): string[] {
  return [...template.matchAll(MACRO_TOKEN)].map((match) => match[1] ?? '');
}

export const MACRO_IN_HOST_MESSAGE =
  'Macros may only go in the path, query or fragment, never in the host, port or user name of the URL';

/** Where a URL sends a click: scheme, user info, host and port. */
function destinationOf(url: URL): string {
  return `${url.protocol}//${url.username}:${url.password}@${url.host}`;
}

/**
 * Whether a macro decides where the click goes (scheme, user info, host or port): its value comes
 * from the publisher's link, so `https://{sub1}/` would be an open redirect to any site. Asked of
 * the URL parser itself (two different fillings give two destinations) rather than of a pattern,
 * so whatever a browser would read as the host is covered. Letters and digits are both tried: a
 * port only parses with digits, a host ending in a number only with letters.
 */
function hasMacroInDestination(template: string): boolean {
  for (const [first, second] of [
    ['x', 'y'],
    ['0', '1'],
  ] as const) {
    try {
      const a = new URL(template.replace(MACRO_TOKEN, first));
      const b = new URL(template.replace(MACRO_TOKEN, second));
      if (destinationOf(a) !== destinationOf(b)) return true;
    } catch {
      // This filling does not parse; the other one may.
    }
  }
  return false;
}

function isKnownMacro(name: string): name is TrackingMacro {
  return (TRACKING_MACROS as readonly string[]).includes(name);
}

/** Why a URL template is not acceptable, or null when it is. */
export function urlTemplateProblem(template: string, options: { httpsOnly?: boolean } = {}): string | null {
  const unknown = macrosIn(template).filter((name) => !isKnownMacro(name));
  if (unknown.length > 0) {
    const list = unknown.map((name) => `{${name}}`).join(', ');
    return `Unknown macro ${list}. Use ${TRACKING_MACROS.map((name) => `{${name}}`).join(', ')}`;
  }
  const withoutMacros = template.replace(MACRO_TOKEN, 'x');
  if (/[{}]/.test(withoutMacros)) return 'Close every macro with a brace, e.g. {click_id}';
  if (hasMacroInDestination(template)) return MACRO_IN_HOST_MESSAGE;
  let url: URL;
  try {
    url = new URL(withoutMacros);
  } catch {
    return 'Enter a full URL starting with https:// or http://';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'Enter a full URL starting with https:// or http://';
  }
  if (!url.hostname) return 'Enter a full URL starting with https:// or http://';
  if (options.httpsOnly && url.protocol !== 'https:')
    return 'This offer requires HTTPS: start the URL with https://';
  return null;
}

/** A destination URL with tracking macros, e.g. https://shop.example/?cid={click_id}&s={sub1}. */
export const urlTemplateSchema = z
  .string({ error: 'Enter a URL' })
  .trim()
  .min(1, 'Enter a URL')
  .max(2048, 'A URL is at most 2048 characters')
  .superRefine((value, ctx) => {
    const problem = urlTemplateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
