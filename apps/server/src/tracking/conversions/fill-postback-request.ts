import { fillPostbackTemplate, type PostbackMacroValues } from '@affnet/contracts';

/** A value inside a JSON string literal: escaped as JSON would, without the quotes. */
function jsonEscape(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

/**
 * The URL and body of a call from a postback's templates: URL macros URL-encoded; body macros
 * JSON-escaped when the template is JSON (it starts with `{` or `[`), URL-encoded otherwise (a
 * form body). The conversion path and the "send test" button both fill requests this way.
 */
export function fillPostbackRequest(
  template: { method: 'GET' | 'POST'; url: string; body: string | null },
  values: PostbackMacroValues,
): { url: string; body: string | null } {
  const url = fillPostbackTemplate(template.url, values);
  if (template.method !== 'POST') return { url, body: null };
  const bodyTemplate = template.body ?? '';
  const isJson = /^\s*[[{]/.test(bodyTemplate);
  return { url, body: fillPostbackTemplate(bodyTemplate, values, isJson ? jsonEscape : encodeURIComponent) };
}
