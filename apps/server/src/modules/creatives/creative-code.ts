import type { CreativeCode, CreativeType } from '@affnet/contracts';
import { escapeHtml } from '../../lib/escape-html';

/** What the code of a creative is made of (a stored creative has more). */
export type CodeCreative = Readonly<{
  id: string;
  type: CreativeType;
  name: string;
  width: number | null;
  height: number | null;
  linkText: string | null;
  html: string | null;
  emailBody: string | null;
}>;

/** The addresses the code carries, all built by the server: never text a user typed. */
export type CodeLinks = Readonly<{
  /** The publisher's link naming this creative. */
  trackingUrl: string;
  /** A banner's image as its code shows it (its impression URL), absolute; null for other types. */
  imageUrl: string | null;
}>;

/** `{tracking_link}` and `{etracking_link}` (CREATIVE_LINK_MACROS), the second URL-encoded. */
const LINK_MACRO = /\{(e?)tracking_link\}/g;

/**
 * Every link the builder writes opens in a new tab and is marked `sponsored`, as search engines
 * ask of paid links (a publisher's site is not penalised for it); no `noreferrer`, since the
 * referrer tells the click report where the click came from.
 */
function anchor(url: string, content: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" rel="sponsored noopener">${content}</a>`;
}

function bannerImage(creative: CodeCreative, imageUrl: string): string {
  const { width, height } = creative;
  const size = width && height ? ` width="${Math.trunc(width)}" height="${Math.trunc(height)}"` : '';
  return `<img src="${escapeHtml(imageUrl)}"${size} alt="${escapeHtml(creative.name)}" style="border:0">`;
}

/**
 * Staff's markup with the link in place of its macros. The markup itself is pasted as staff wrote
 * it (it is the network's own creative); only the link goes in, escaped for an attribute.
 */
function fillLinkMacros(markup: string, url: string): string {
  return markup.replace(LINK_MACRO, (_macro, encoded: string) =>
    escapeHtml(encoded ? encodeURIComponent(url) : url),
  );
}

/**
 * The one builder of pasteable creative code (docs/offers.md "Creatives ready to paste"): a
 * banner's `<a><img></a>`, a text link's `<a>`, HTML and e-mail markup with the link filled in.
 * Names, link texts and alt texts are escaped; the addresses are the server's own.
 */
export function buildCreativeCode(creative: CodeCreative, links: CodeLinks): CreativeCode {
  const { trackingUrl } = links;
  const common = { creativeId: creative.id, type: creative.type, trackingUrl };
  if (creative.type === 'banner') {
    if (!links.imageUrl) throw new Error(`Banner ${creative.id} has no image`);
    const html = anchor(trackingUrl, bannerImage(creative, links.imageUrl));
    return { ...common, html, imageUrl: links.imageUrl, linkPlaced: true };
  }
  if (creative.type === 'text_link') {
    const html = anchor(trackingUrl, escapeHtml(creative.linkText ?? ''));
    return { ...common, html, imageUrl: null, linkPlaced: true };
  }
  const markup = (creative.type === 'html' ? creative.html : creative.emailBody) ?? '';
  return {
    ...common,
    html: fillLinkMacros(markup, trackingUrl),
    imageUrl: null,
    linkPlaced: new RegExp(LINK_MACRO.source).test(markup),
  };
}
