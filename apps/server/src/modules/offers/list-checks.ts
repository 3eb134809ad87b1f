import { checkEventReferences, urlTemplateProblem } from '@affnet/contracts';
import { z } from 'zod';
import type { FieldErrors } from '../../lib/app-error';
import { addFieldError, addZodIssues } from './field-errors';

/**
 * Lists on a tab are replaced as a whole: an item sent with an `id` is an edit of that stored
 * item, so the id must be one of this offer's (never another offer's row) and appear once.
 */
export function checkItemIds(
  section: string,
  items: ReadonlyArray<{ id?: string | undefined }>,
  storedIds: ReadonlySet<string>,
  errors: FieldErrors,
): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (!item.id) return;
    if (!storedIds.has(item.id)) {
      addFieldError(errors, `${section}.${index}.id`, 'This item is not part of the offer; reload the page');
    } else if (seen.has(item.id)) {
      addFieldError(errors, `${section}.${index}.id`, 'This item is listed twice');
    }
    seen.add(item.id);
  });
}

/** With "require HTTPS" on, every URL a click can be sent to must start with https://. */
export function checkHttpsUrls(
  urls: ReadonlyArray<{ path: string; url: string | undefined }>,
  requireHttps: boolean,
  errors: FieldErrors,
): void {
  if (!requireHttps) return;
  for (const { path, url } of urls) {
    const problem = url === undefined ? null : urlTemplateProblem(url, { httpsOnly: true });
    if (problem) addFieldError(errors, path, problem);
  }
}

type EventRefSections = Parameters<typeof checkEventReferences>[1];

/** The contracts' event-key rules, run against the offer's stored events (a tab sends no events). */
export function checkEventKeys(
  events: ReadonlyArray<{ key: string; isBase: boolean }>,
  sections: EventRefSections,
  errors: FieldErrors,
): void {
  const result = z
    .unknown()
    .superRefine((_value, ctx) => checkEventReferences(events, sections, ctx))
    .safeParse(null);
  addZodIssues(errors, result.error?.issues ?? []);
}
