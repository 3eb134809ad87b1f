import {
  PLACEHOLDER_PATTERN,
  SYSTEM_EMAILS,
  type SystemEmailKey,
  type SystemEmailPreview,
  type SystemEmailTemplate,
} from '@affnet/contracts';
import { escapeHtml } from '../../lib/escape-html';

/** The values of an e-mail's placeholders, by name. */
export type PlaceholderValues = Readonly<Record<string, string>>;
export type RenderedEmail = SystemEmailPreview;

export { escapeHtml };

/** Fills the placeholders of a line; `fill` says how each value goes in. Unknown ones stay as written. */
function fillPlaceholders(template: string, fill: (name: string, raw: string) => string | undefined): string {
  return template.replace(PLACEHOLDER_PATTERN, (raw, inner: string) => fill(inner.trim(), raw) ?? raw);
}

/**
 * The HTML part: the body is plain text, so everything in it (the admin's words and every value)
 * is escaped; paragraphs split on blank lines, lines keep their breaks, link placeholders become
 * links. Nothing a partner typed (a name with `<script>` or `&`) can turn into markup.
 */
function htmlOf(body: string, key: SystemEmailKey, values: PlaceholderValues): string {
  const links = new Set(SYSTEM_EMAILS[key].placeholders.filter((p) => p.isLink).map((p) => p.name));
  // Escape the template around the placeholders, and each value on its own.
  const parts = body.split(PLACEHOLDER_PATTERN);
  const html = parts
    .map((part, index) => {
      if (index % 2 === 0) return escapeHtml(part);
      const name = part.trim();
      const value = values[name];
      if (value === undefined) return escapeHtml(`{{${part}}}`);
      const escaped = escapeHtml(value);
      return links.has(name) ? `<a href="${escaped}">${escaped}</a>` : escaped;
    })
    .join('');
  const paragraphs = html
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${paragraph.replace(/\r?\n/g, '<br>\n')}</p>`);
  return `<!doctype html>\n<html><body style="font-family: sans-serif; line-height: 1.5">\n${paragraphs.join('\n')}\n</body></html>`;
}

/** An e-mail as it goes out: subject on one line, the text part, and the escaped HTML part. */
export function renderSystemEmail(
  key: SystemEmailKey,
  template: SystemEmailTemplate,
  values: PlaceholderValues,
): RenderedEmail {
  const subject = fillPlaceholders(template.subject, (name) => values[name])
    .replace(/[\r\n]+/g, ' ')
    .trim();
  const text = fillPlaceholders(template.body, (name) => values[name]);
  return { subject, text, html: htmlOf(template.body, key, values) };
}

/** The sample values the preview fills in: the catalogue's, with the network's own name. */
export function sampleValuesOf(key: SystemEmailKey, networkName: string): PlaceholderValues {
  const samples = Object.fromEntries(SYSTEM_EMAILS[key].placeholders.map((p) => [p.name, p.sample]));
  return { ...samples, network: networkName };
}
