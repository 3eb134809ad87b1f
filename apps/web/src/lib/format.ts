const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "12 Mar 2026, 14:05" in the browser's language and time zone. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "12 Mar 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

let regionNames: Intl.DisplayNames | undefined;

/** A country's name in the browser's language from its ISO alpha-2 code. */
export function countryName(code: string): string {
  regionNames ??= new Intl.DisplayNames(undefined, { type: 'region', fallback: 'code' });
  return regionNames.of(code) ?? code;
}

/** "1 advertiser", "3 advertisers". */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
